/** The e2e server's signing secret, so a test can stand in for a person reading the captcha picture. */
export const E2E_SECRET = 'e2e-only-signing-secret-0123456789abcdef'
