#!/usr/bin/env bash
# The whole test suite: lint and format, import rules, types, unit and property tests with coverage,
# then the browser tests (the built UI in Debian's Chromium against the real provider).
# Installs what it needs first (Node 24 and pnpm only when missing, then the workspace; Chromium and
# CJK fonts, and PostgreSQL's server, with apt-get when missing).
set -euo pipefail
# Plain logs: CI and a reader of a saved log see text, not colour codes.
export NO_COLOR=1 FORCE_COLOR=0
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$PORTOLAN_ROOT"
install_deps

step() { printf '\n== %s\n' "$*"; }
step "lint and format (biome)"
pnpm exec biome ci --colors=off .
step "import rules (tools/check-architecture.ts)"
node tools/check-architecture.ts
step "types (tsc per package)"
node tools/typecheck.ts
step "translations (lingui check: catalogues as extract would write them, none missing in any language)"
pnpm --dir ui run check:messages
step "unit and property tests with coverage (vitest; on SQLite and on a PostgreSQL they start)"
ensure_postgresql
mkdir -p .reports
status=0
pnpm exec vitest run --coverage --reporter=default --reporter=json --outputFile.json=.reports/vitest.json || status=$?
step "browser tests (build the UI, then Playwright in Debian Chromium)"
ensure_chromium
rm -f .reports/playwright.json
if pnpm --dir ui run build; then
  pnpm --dir tests exec playwright test -c playwright.config.ts || status=$?
else
  status=1
fi
node tools/test-summary.ts .reports/vitest.json .reports/playwright.json || status=1
exit "$status"
