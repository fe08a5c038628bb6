# Sourced by scripts/run and scripts/test: find a Python >= 3.12 and create or refresh .venv.
# It holds the dev tools and the gpt-researcher extra (the end-to-end tests run GPT Researcher).
# The venv is rebuilt only when the interpreter or the [project] table of pyproject.toml changes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"

python_ok() {  # $1 runs, is >= 3.12, has venv + ensurepip, and is a base interpreter (not some venv's)
  "$1" -c 'import sys, venv, ensurepip
sys.exit(0 if sys.version_info >= (3, 12) and sys.prefix == sys.base_prefix else 1)' >/dev/null 2>&1
}

find_python() {
  local candidates=() root
  [ -n "${PYTHON:-}" ] && candidates+=("$PYTHON")
  candidates+=(python3.14 python3.13 python3.12 python3)
  if command -v pyenv >/dev/null 2>&1 && root="$(pyenv root 2>/dev/null)"; then
    candidates+=("$root"/versions/3.1[2-9]*/bin/python)
  fi
  candidates+=("$HOME"/.pyenv/versions/3.1[2-9]*/bin/python /usr/local/bin/python3.1[2-9] /usr/bin/python3.1[2-9])
  local c path
  for c in "${candidates[@]}"; do
    path="$(command -v "$c" 2>/dev/null)" || continue
    if python_ok "$path"; then
      echo "$path"
      return 0
    fi
  done
  return 1
}

bootstrap() {
  if ! PY="$(find_python)"; then
    echo "gptr-fulltext needs Python >= 3.12 (gpt-researcher 0.16 requires it) and found none." >&2
    echo "Looked at \$PYTHON, python3.12+ on PATH, pyenv versions and /usr/bin/python3.1x." >&2
    echo "Install one (e.g. 'pyenv install 3.12') or point PYTHON=/path/to/python3.12 at it." >&2
    exit 3
  fi
  local want
  # Rebuild when the interpreter or the [project] table (dependencies, entry points) changes,
  # not for tool settings elsewhere in pyproject.toml.
  want="$("$PY" - "$ROOT/pyproject.toml" <<'PY'
import hashlib, json, sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
print(sys.version.split()[0], hashlib.sha256(json.dumps(project, sort_keys=True).encode()).hexdigest()[:16])
PY
)"
  if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.stamp" 2>/dev/null)" = "$want" ]; then
    return 0
  fi
  echo "setting up $VENV with $PY (first run takes a few minutes: gpt-researcher is large)" >&2
  local started=$SECONDS
  rm -rf "$VENV"
  "$PY" -m venv "$VENV"
  if ! "$VENV/bin/python" -m pip install --disable-pip-version-check -q -e "$ROOT[dev,gpt-researcher]" >"$VENV/install.log" 2>&1; then
    grep -v "^WARNING: Location" "$VENV/install.log" | tail -30 >&2
    echo "dependency install failed; full log: $VENV/install.log" >&2
    rm -f "$VENV/.stamp"
    exit 4
  fi
  echo "$want" >"$VENV/.stamp"
  echo "environment ready in $((SECONDS - started)) s" >&2
}

bootstrap
export PATH="$VENV/bin:$PATH"
