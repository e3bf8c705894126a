import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
const BLACK = 16
const WHITE = 235

/**
 * Writes a Y4M video whose every frame shows the QR code of `text`, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the scanner sees it as a phone held over the packaging.
 */
export function qrCameraFile(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 8))
  const left = Math.floor((WIDTH - size * scale) / 2)
  const top = Math.floor((HEIGHT - size * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE)
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = BLACK
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-camera-')), 'qr.y4m')
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]))
  return file
}
