import { type ChildProcess, spawn } from 'node:child_process'

export type ReadyProcess = { url: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * Runs a script in a Node process of its own (production conditions; TypeScript through tsx, JavaScript as it is)
 * until it prints "READY <url>": the second app process of the tests, and the app and baseline processes of the benchmarks.
 */
export function startReadyProcess(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  nodeArgs: string[] = [],
): Promise<ReadyProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...nodeArgs, '--conditions=production', ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args],
      { env: { ...env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const stop = () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      const exited = new Promise<void>((done) => child.once('exit', () => done()))
      child.kill('SIGTERM')
      return exited
    }
    // A benchmark or test that dies must not leave its app (and the app's database) running.
    const orphaned = () => child.kill()
    process.once('exit', orphaned)
    child.once('exit', () => process.off('exit', orphaned))
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /READY (\S+)/.exec(output)
      if (match) resolve({ url: match[1]!, child, stop })
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
}
