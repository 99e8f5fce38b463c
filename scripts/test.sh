#!/usr/bin/env bash
# The whole suite: Vitest (integration and built-server files), then the browser
# journeys on Playwright Test. Both always run; the run fails if either does.
set -u
cd "$(dirname "$0")/.."
status=0
npx vitest run || status=1
npx playwright test || status=1
exit $status
