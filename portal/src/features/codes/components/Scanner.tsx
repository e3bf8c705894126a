import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'

/** Reads a QR from the current video frame: the text it holds, or null when there is none in view. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>

type BarcodeDetectorConstructor = new (options: { formats: string[] }) => {
  detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>>
}

/**
 * The browser's BarcodeDetector where it exists (Android, macOS); elsewhere (desktop Linux and
 * Windows, iOS Safari) zxing, loaded only then so the add-code screen stays small for everyone else.
 */
async function frameReader(): Promise<FrameReader> {
  const Native = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser')
  const reader = new BrowserQRCodeReader()
  const canvas = document.createElement('canvas')
  return async (video) => {
    if (!video.videoWidth) return null
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0)
    try {
      return reader.decodeFromCanvas(canvas).getText()
    } catch {
      // zxing throws when the frame holds no readable QR code: keep looking.
      return null
    }
  }
}

/** Fetches the zxing chunk while online, so the service worker has it for scanning on a site without signal. */
export function preloadScanner(): void {
  if (!('BarcodeDetector' in window)) void import('@zxing/browser').catch(() => undefined)
}

/** The QR on the packaging holds the add-code URL (`/dodaj-kod?kod=…`); a bare code is accepted too. */
function codeFrom(text: string): string {
  try {
    return new URL(text).searchParams.get('kod') ?? text
  } catch {
    return text
  }
}

/** Camera scanning: every 300 ms a frame is read until a QR code turns up. */
export function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(t('codes.scanUnsupported'))
      return
    }
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    frameReader()
      .catch(() => {
        throw new Error(t('codes.scanUnsupported'))
      })
      .then(async (read) => {
        const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).catch(() => {
          throw new Error(t('codes.cameraDenied'))
        })
        stream = media
        if (stopped || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        const look = async () => {
          if (stopped || !video.current) return
          const text = await read(video.current)
          if (text) onCode(codeFrom(text))
          else timer = setTimeout(look, 300)
        }
        void look()
      })
      .catch((error: Error) => setProblem(error.message))
    return () => {
      stopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onCode, t])

  if (problem) return <p className="alert">{problem}</p>
  return <video ref={video} className="scanner" muted playsInline aria-label={t('codes.scanTab')} />
}
