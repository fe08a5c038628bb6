"""websim with one more figure in `/_stats`: the most requests each host had in flight at once.

`python scripts/websim_counted.py WEBSIM_PY serve ...` runs `WEBSIM_PY`'s own command line
(shared/bench/websim.py, which is not ours to change) with its page handler wrapped, so
`/_stats` also reports `peak_inflight_by_host` ({host address: most requests at once}) from the
moment a request's head arrives until its answer is sent or the client goes: bench-serve's
politeness figure (`FULLTEXT_PER_HOST` across processes).
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Any


def main() -> None:
    spec = importlib.util.spec_from_file_location("websim", sys.argv[1])
    assert spec is not None and spec.loader is not None
    websim = importlib.util.module_from_spec(spec)
    sys.modules["websim"] = websim  # its dataclasses look their module up
    spec.loader.exec_module(websim)
    page = websim.SimServer._page

    async def counted(self: Any, reader: Any, writer: Any, ip: str, *rest: Any) -> Any:
        inflight = self.stats.setdefault("inflight_by_host", {})
        peak = self.stats.setdefault("peak_inflight_by_host", {})
        inflight[ip] = inflight.get(ip, 0) + 1
        peak[ip] = max(peak.get(ip, 0), inflight[ip])
        try:
            return await page(self, reader, writer, ip, *rest)
        finally:
            inflight[ip] -= 1

    websim.SimServer._page = counted
    websim.main(sys.argv[2:])


if __name__ == "__main__":
    main()
