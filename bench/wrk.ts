import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type WrkCall = {
  url: string
  method?: 'GET' | 'POST'
  /** Header sets taken in turn, one per request (e.g. the sessions of 32 partners). */
  headers?: Array<Record<string, string>>
  /** JSON bodies taken in order, each sent once across all threads (distinct codes). */
  bodies?: string[]
  /** One body per header set, sent with it (each partner reorders their own order). */
  pairedBodies?: string[]
  connections?: number
  seconds?: number
}
export type WrkResult = { requests: number; perSecond: number; p50: number; p99: number; failed: number }

const luaString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** wrk's Lua hooks: rotate the header sets, hand out each body once, print the summary as JSON. */
function script(call: WrkCall, bodiesFile: string | null, threads: number): string {
  const paired = call.pairedBodies ? `{${call.pairedBodies.map(luaString).join(',')}}` : 'nil'
  const headerSets = (call.headers ?? [{}]).map(
    (set) =>
      `{${Object.entries(set)
        .map(([k, v]) => `[${luaString(k)}]=${luaString(v)}`)
        .join(',')}}`,
  )
  return `
local headerSets = {${headerSets.join(',')}}
local pairedBodies = ${paired}
local threadCount = ${threads}
local nextThread = 0
local bodies = nil
local counter = 0
setup = function(thread) thread:set("threadIndex", nextThread); nextThread = nextThread + 1 end
init = function(args)
  ${
    bodiesFile
      ? `bodies = {}
  local i = 0
  for line in io.lines(${luaString(bodiesFile)}) do
    if i % threadCount == threadIndex then bodies[#bodies + 1] = line end
    i = i + 1
  end`
      : ''
  }
end
request = function()
  counter = counter + 1
  local set = (counter + threadIndex) % #headerSets + 1
  local headers = headerSets[set]
  local body = nil
  if bodies then body = bodies[counter] or bodies[#bodies] end
  if pairedBodies then body = pairedBodies[set] end
  return wrk.format(${luaString(call.method ?? 'GET')}, nil, headers, body)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"micros":%d,"p50":%d,"p99":%d,"failed":%d}\\n', summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status + e.connect + e.read + e.write + e.timeout))
end
`
}

export function assertWrkInstalled(): void {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed: apt-get install -y wrk')
}

/** One closed-loop load by wrk in its own process (2 threads, 32 connections, 6 s unless told). */
export async function wrk(call: WrkCall): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
  const threads = 2
  const bodiesFile = call.bodies ? path.join(dir, 'bodies.txt') : null
  if (bodiesFile) fs.writeFileSync(bodiesFile, call.bodies!.join('\n'))
  fs.writeFileSync(path.join(dir, 'script.lua'), script(call, bodiesFile, threads))
  const child = spawn('wrk', [
    '-t',
    String(threads),
    '-c',
    String(call.connections ?? 32),
    '-d',
    `${call.seconds ?? 6}s`,
    '--timeout',
    '10s',
    '-s',
    path.join(dir, 'script.lua'),
    call.url,
  ])
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise((resolve) => child.once('exit', resolve))
  fs.rmSync(dir, { recursive: true, force: true })
  const line = /WRK (\{.*\})/.exec(output)
  if (!line) throw new Error(`wrk failed: ${output}`)
  const raw = JSON.parse(line[1]!) as { requests: number; micros: number; p50: number; p99: number; failed: number }
  return {
    requests: raw.requests,
    perSecond: raw.requests / (raw.micros / 1e6),
    p50: raw.p50 / 1000,
    p99: raw.p99 / 1000,
    failed: raw.failed,
  }
}
