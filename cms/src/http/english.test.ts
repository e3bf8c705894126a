import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Request, Response } from 'express'
import { applyPolishValidationMessages, englishMessage } from '@portal/shared'
import { AppError } from '../domain/errors'
import { errorHandler } from './errors'

const ROOT = path.resolve(import.meta.dirname, '../../..')
/** What a template literal's `${…}` stands for in the extracted sample: a number fits every pattern's gap. */
const SAMPLE = '7'
/** zod methods whose string argument, or option object's `message` / `error`, is the issue's message. */
const ZOD_MESSAGE_METHODS = new Set(['min', 'max', 'length', 'int', 'regex', 'refine', 'addIssue', 'email', 'date'])
/** Functions whose returned text is a field's error: the captcha check and an order's status move. */
const MESSAGE_FUNCTIONS = new Set(['checkCaptcha', 'transitionErrors'])

const sources = ['shared/src', 'cms/src'].flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    // env.ts: start-up configuration checks, worded in English for operators, never an HTTP answer.
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|payload-types\.ts$|migrations\/|seed|^env\.ts$/.test(file))
    .map((file) => {
      const name = path.join(dir, file)
      return ts.createSourceFile(name, fs.readFileSync(path.join(ROOT, name), 'utf8'), ts.ScriptTarget.Latest, true)
    }),
)

const visit = (node: ts.Node, see: (node: ts.Node) => void): void => {
  see(node)
  node.forEachChild((child) => visit(child, see))
}

/** Every `const name = value` of every source file: a message site's identifier is looked up here. */
const constants = new Map<string, Array<{ file: ts.SourceFile; value: ts.Expression }>>()
/** A function passing one of its parameters to `new AppError` as the message (`findVisible`'s `notFound`): its index. */
const messageParameters = new Map<string, number>()
for (const file of sources)
  visit(file, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && node.parent.flags & ts.NodeFlags.Const)
      constants.set(node.name.text, [...(constants.get(node.name.text) ?? []), { file, value: node.initializer }])
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      const parameters = node.parameters.map((parameter) => parameter.name.getText())
      visit(node.body, (inner) => {
        const message = isAppError(inner) ? inner.arguments?.[1] : undefined
        if (message && ts.isIdentifier(message) && parameters.includes(message.text))
          messageParameters.set(node.name!.text, parameters.indexOf(message.text))
      })
    }
  })

function isAppError(node: ts.Node): node is ts.NewExpression {
  return ts.isNewExpression(node) && node.expression.getText() === 'AppError'
}

/** A constant of the same file, else an imported one (upper case). */
function constant(name: string, file: ts.SourceFile): ts.Expression[] {
  const all = constants.get(name) ?? []
  const local = all.filter((c) => c.file === file)
  return (local.length ? local : /^[A-Z][A-Z\d_]*$/.test(name) ? all : []).map((c) => c.value)
}

/** The texts an expression can be: a literal, either branch, a list's items, a map's values, a constant's value. */
function texts(node: ts.Node | undefined): string[] {
  if (!node) return []
  if (ts.isStringLiteralLike(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => SAMPLE + span.literal.text).join('')]
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue), ...texts(node.whenFalse)]
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(texts)
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? texts(p.initializer) : ts.isShorthandPropertyAssignment(p) ? texts(p.name) : [],
    )
  if (ts.isIdentifier(node)) return constant(node.text, node.getSourceFile()).flatMap(texts)
  if (
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return texts(node.expression)
  return []
}

/** An option object's message: zod's `{ error }`, a refinement's or an issue's `{ message }`. */
const optionTexts = (node: ts.Node, keys: string[]) =>
  ts.isObjectLiteralExpression(node)
    ? node.properties
        .filter((p) => p.name && keys.includes(p.name.getText()))
        .flatMap((p) => (ts.isPropertyAssignment(p) ? texts(p.initializer) : texts(p.name)))
    : []

/** The messages a source file can answer with in a 4xx. */
function messagesOf(file: ts.SourceFile): string[] {
  const found: string[] = []
  visit(file, (node) => {
    if (isAppError(node)) found.push(...(node.arguments ?? []).slice(1).flatMap(texts))
    if (ts.isFunctionDeclaration(node) && node.name && MESSAGE_FUNCTIONS.has(node.name.text))
      visit(node, (inner) => ts.isReturnStatement(inner) && found.push(...texts(inner.expression)))
    // A field map's entry, `errors[field] = ['…']`.
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(node.left))
      found.push(...texts(node.right))
    if (!ts.isCallExpression(node)) return
    const callee = node.expression
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText()
    const args = [...node.arguments]
    if (name === 'validationError') found.push(...texts(args[0]))
    if (ZOD_MESSAGE_METHODS.has(name))
      found.push(...args.flatMap((arg) => (ts.isObjectLiteralExpression(arg) ? optionTexts(arg, ['message', 'error']) : texts(arg))))
    if (name === 'push' && ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'errors')
      found.push(...args.flatMap((arg) => (ts.isObjectLiteralExpression(arg) ? optionTexts(arg, ['message']) : texts(arg))))
    found.push(...args.flatMap((arg) => optionTexts(arg, ['error'])))
    const parameter = messageParameters.get(name)
    if (parameter !== undefined) found.push(...texts(args[parameter]))
  })
  // A template of placeholders only (`${e.code}: ${e.message}`) words nothing itself.
  return found.filter((text) => /\p{L}/u.test(text))
}

const POLISH_LETTER = /[ąćęłńóśźż]/i
const untranslated = (polish: string) => {
  const english = englishMessage(polish)
  return english === polish || POLISH_LETTER.test(english)
}

applyPolishValidationMessages()
const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map((issue) => issue.message)

describe('englishMessage', () => {
  it('translates every message the server words for a 4xx answer', () => {
    const messages = [...new Set(sources.flatMap(messagesOf))]
    expect(messages.length).toBeGreaterThan(150)
    expect(messages.filter(untranslated), 'messages without an English translation').toEqual([])
  })

  it('translates every kind of validation message no schema worded', () => {
    const messages = [
      ...issues(z.object({ name: z.string() }), {}),
      ...issues(z.object({}), undefined),
      ...[z.string(), z.number(), z.int(), z.boolean(), z.array(z.string()), z.object({}), z.date(), z.bigint()].flatMap((schema) =>
        issues(schema, Symbol('wrong')),
      ),
      ...issues(z.string().min(1), ''),
      ...issues(z.string().min(3), 'ab'),
      ...issues(z.string().max(40), 'x'.repeat(41)),
      ...issues(z.array(z.number()).min(2), []),
      ...issues(z.array(z.number()).max(1), [1, 2]),
      ...issues(z.number().min(5), 1),
      ...issues(z.number().max(5), 9),
      ...issues(z.enum(['pl', 'en']), 'de'),
      ...issues(z.email(), 'x'),
      ...issues(z.strictObject({}), { a: 1, b: 2 }),
      ...issues(
        z.string().refine(() => false),
        'x',
      ),
    ]
    expect(messages.filter(untranslated)).toEqual([])
  })

  it('words counts, plurals and names in English', () => {
    expect(englishMessage('Co najmniej 1 znak.')).toBe('At least 1 character.')
    expect(englishMessage('Co najmniej 3 znaki.')).toBe('At least 3 characters.')
    expect(englishMessage('Najwyżej 40 znaków.')).toBe('At most 40 characters.')
    expect(englishMessage('Co najmniej 1 pozycja.')).toBe('At least 1 item.')
    expect(englishMessage('Najwyżej 5 pozycji.')).toBe('At most 5 items.')
    expect(englishMessage('Nieprawidłowa wartość: oczekiwano: liczba całkowita.')).toBe('Invalid value: expected a whole number.')
    expect(englishMessage('Zbyt wiele błędnych kodów. Spróbuj ponownie za 5 min.')).toBe('Too many wrong codes. Try again in 5 min.')
    expect(englishMessage(`Najwyżej ${(100_000).toLocaleString('pl-PL')} kodów w jednej partii.`)).toBe(
      'At most 100,000 codes in one batch.',
    )
    expect(englishMessage('Nagrody „Kubek” zostało tylko 2 szt.')).toBe('The prize “Kubek” has only 2 left in stock.')
    expect(englishMessage('Wybierz grupę: A lub B.')).toBe('Choose a group: A or B.')
  })

  it('keeps the terms of the portal and leaves an unknown message as it is', () => {
    expect(englishMessage('Nieprawidłowy kod (błędny lub już zarejestrowany).')).toBe('Invalid code (wrong or already registered).')
    expect(englishMessage('Akceptacja regulaminu jest wymagana.')).toBe('You must accept the regulations.')
    expect(englishMessage('Za mało punktów, aby złożyć to zamówienie.')).toBe('Not enough points to place this order.')
    expect(englishMessage('Something Payload said.')).toBe('Something Payload said.')
    expect(englishMessage('constructor')).toBe('constructor')
  })
})

describe('errorHandler', () => {
  const answer = (
    error: unknown,
    reader: { cookies?: Record<string, string>; partner?: { preferred_language: string } },
    originalUrl = '/api/register',
  ) => {
    const sent: { status?: number; body?: unknown } = {}
    const res = { status: (status: number) => ((sent.status = status), res), json: (body: unknown) => (sent.body = body) }
    errorHandler(
      error,
      { log: { error: () => undefined }, originalUrl, ...reader } as unknown as Request,
      res as unknown as Response,
      () => undefined,
    )
    return sent
  }
  const refused = new AppError(422, 'Formularz zawiera błędy.', { email: ['Nieprawidłowy adres e-mail.'] })

  it("answers in English when the locale cookie, or else the partner's language, says so", () => {
    const english = {
      status: 422,
      body: { success: false, message: 'The form contains errors.', errors: { email: ['Invalid e-mail address.'] } },
    }
    expect(answer(refused, { cookies: { locale: 'en' } })).toEqual(english)
    expect(answer(refused, { partner: { preferred_language: 'en' } })).toEqual(english)
    expect(answer({ type: 'entity.parse.failed' }, { cookies: { locale: 'en' } })).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid request data (JSON).' },
    })
  })

  it('answers in Polish otherwise, and always in the back office (Polish only)', () => {
    const polish = {
      status: 422,
      body: { success: false, message: 'Formularz zawiera błędy.', errors: { email: ['Nieprawidłowy adres e-mail.'] } },
    }
    expect(answer(refused, { cookies: { locale: 'pl' }, partner: { preferred_language: 'en' } })).toEqual(polish)
    expect(answer(refused, {})).toEqual(polish)
    expect(answer(refused, { cookies: { locale: 'en' } }, '/backoffice/api/invitations')).toEqual(polish)
  })
})
