import type { RequestHandler, Router } from 'express'
import { AppError } from '../domain/errors'

/** What Express 5's router keeps per layer (router 2.x): a route, or middleware added with `router.use`. */
type StackLayer = {
  route?: { path: unknown; methods: Record<string, boolean>; dispatch: RequestHandler }
  handle: RequestHandler
  match: (path: string) => boolean
}
const stackOf = (router: Router) => (router as unknown as { stack: StackLayer[] }).stack

/** Runs handlers one after another, as one layer would; a rejected promise or a throw goes to `next` as an error. */
export function inOrder(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0
    const step = (error?: unknown) => {
      if (error !== undefined || index === handlers.length) return next(error)
      const handler = handlers[index++]!
      try {
        const result: unknown = handler(req, res, step)
        if (result instanceof Promise) result.catch(step)
      } catch (error) {
        step(error)
      }
    }
    step()
  }
}

/**
 * Express tries the modules' routers in turn, and each router without the path hands on through setImmediate: a
 * call served by the sixth router waited five turns of the event loop (bench:hot, profiled). A route with a fixed
 * path (no parameters) is found here in one lookup and runs after the same router-level middleware Express would
 * have run before it. A path that an earlier parameterised route also matches is left to the routers, as is
 * everything else; so is a route that hands on without an error (Express would try later layers; none of ours do).
 */
export function fixedPathRoutes(routers: Router[]): RequestHandler {
  const table = new Map<string, RequestHandler>()
  const layers = routers.flatMap(stackOf)
  layers.forEach((layer, index) => {
    const route = layer.route
    if (!route || typeof route.path !== 'string' || /[:*?(]/.test(route.path)) return
    const path = route.path
    const earlier = layers.slice(0, index)
    for (const method of Object.keys(route.methods)) {
      const key = `${method.toUpperCase()} ${path}`
      const shadowed = earlier.some(
        (other) => other.route && (other.route.methods[method] || other.route.methods._all) && other.match(path),
      )
      if (table.has(key) || shadowed) continue
      const middleware = earlier.filter((other) => !other.route && other.match(path)).map((other) => other.handle)
      table.set(
        key,
        inOrder(...middleware, (req, res, next) => route.dispatch(req, res, next)),
      )
    }
  })
  return (req, res, next) => {
    const run = table.get(`${req.method} ${req.path}`)
    if (!run) return next()
    run(req, res, (error?: unknown) => next(error ?? new AppError(404, 'Nie znaleziono zasobu API.')))
  }
}
