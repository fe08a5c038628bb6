"""Stage 2b: pages built by JavaScript, rendered in a headless Chromium inside the address policy.

`FULLTEXT_RENDER=auto` renders only what the judge calls a `js_shell` (static pages never reach a
browser); `always` renders every HTML page; `off` never. The pipeline extracts and judges the
rendered document again, as it did the fetched one.
"""
