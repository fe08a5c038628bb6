"""How each judge threshold was calibrated: the nearest thin and full pages on either side of it.

`scripts/bench-judge --margins` runs this on the labelled corpus and the 181 benchmark articles
(all full). For each threshold it prints the thin pages it must drop and the full pages it must
keep that come closest to it, so a threshold can be set between them and its margin read off.

A full page counts as *carrying a wall signal* when the judge drops it as a wall once the wall
threshold is out of the way (`FULLTEXT_WALL_WORDS` set huge): its signal is there, only its own text
keeps it full.
"""

from __future__ import annotations

import gzip
import itertools
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trafilatura.deduplication import Simhash  # noqa: E402

from fixtures.site import load_corpus  # noqa: E402
from gptr_fulltext.evidence.signals import inspect_html  # noqa: E402
from gptr_fulltext.evidence.textstats import measure  # noqa: E402
from gptr_fulltext.extraction.charset import decode_html  # noqa: E402
from gptr_fulltext.judge.provenance import trace  # noqa: E402
from gptr_fulltext.page import extract  # noqa: E402
from gptr_fulltext.settings import Settings  # noqa: E402

ARTICLES = ROOT.parent / "shared" / "bench" / "article-extraction" / "html"
WALLS = frozenset({"bot_challenge", "consent_wall", "login_wall", "soft_404", "maintenance", "parked_domain"})
_OPEN = 10**6


@dataclass(frozen=True)
class Measured:
    id: str
    label: str  # a thin reason, or "full"
    content: int
    own: int
    cards: float
    wall_if_open: str | None  # the wall reason once FULLTEXT_WALL_WORDS is out of the way
    fingerprint: str | None
    copy_of: str | None = None


def pages() -> Iterator[tuple[str, str, bytes, int, dict[str, str], str | None]]:
    for page in load_corpus().values():
        yield page.id, page.reason or "full", page.body(), page.status, page.headers, page.duplicate_of
    for path in sorted(ARTICLES.glob("*.html.gz")):
        yield f"article {path.name[:10]}", "full", gzip.decompress(path.read_bytes()), 200, {}, None


def measured() -> list[Measured]:
    opened = Settings(wall_words=_OPEN)
    found = []
    for page_id, label, body, status, headers, copy_of in pages():
        extraction = extract(body, f"https://x.example/{page_id}", status=status, headers=headers)
        if not extraction.text:
            continue
        signals = inspect_html(decode_html(body, headers))
        text = measure(extraction.text, (extraction.title, signals.headline, signals.title))
        origin = trace(text, signals.regions)
        url = f"https://x.example/{page_id}"
        walled = extract(body, url, status=status, headers=headers, settings=opened)
        found.append(
            Measured(
                id=page_id,
                label=label,
                content=text.substantive_words,
                own=origin.own,
                cards=origin.cards / origin.total if origin.total else 0.0,
                wall_if_open=walled.reason if walled.reason in WALLS | {"paywall_teaser"} else None,
                fingerprint=extraction.fingerprint,
                copy_of=copy_of,
            )
        )
    return found


def side(title: str, values: Sequence[tuple[float, str]], *, largest: bool, fmt: str = "{:.0f}") -> None:
    ranked = sorted(values, reverse=largest)[:3]
    shown = ", ".join(f"{fmt.format(value)} ({name})" for value, name in ranked)
    print(f"    {title}: {shown or 'none'}")


def main() -> int:
    found = measured()
    thin = [m for m in found if m.label != "full"]
    full = [m for m in found if m.label == "full" and m.copy_of is None]
    settings = Settings()
    print(f"FULLTEXT_MIN_WORDS={settings.min_words} (words of content)")
    stubs = [(m.content, m.id) for m in thin if m.label == "too_short"]
    side("too_short pages, most content", stubs, largest=True)
    side("full pages, least content", [(m.content, m.id) for m in full], largest=False)
    print(f"FULLTEXT_WALL_WORDS={settings.wall_words} (words of the page's own text)")
    # Consent walls are left out: they are dropped for what their text is (the dialog), not its length.
    walls = [(m.own, m.id) for m in thin if m.label in WALLS - {"consent_wall"}]
    side("thin walls, most own text", walls, largest=True)
    side(
        "full pages carrying a wall signal, least own text",
        [(m.own, f"{m.id}: {m.wall_if_open}") for m in full if m.wall_if_open in WALLS],
        largest=False,
    )
    print(f"paywall prompt limit = 2 x FULLTEXT_WALL_WORDS = {2 * settings.wall_words}")
    teasers = [(m.own, m.id) for m in thin if m.label == "paywall_teaser"]
    side("paywall teasers, most own text", teasers, largest=True)
    side(
        "full pages under a paywall prompt, least own text",
        [(m.own, m.id) for m in full if m.wall_if_open == "paywall_teaser"],
        largest=False,
    )
    print(f"FULLTEXT_LISTING_SHARE={settings.listing_share} (share of the text in teaser cards)")
    listings = [(m.cards, m.id) for m in thin if m.label == "listing_page"]
    side("listing pages, least", listings, largest=False, fmt="{:.2f}")
    side("full pages, most", [(m.cards, m.id) for m in full], largest=True, fmt="{:.2f}")
    print(f"FULLTEXT_DUPLICATE_SIMILARITY={settings.duplicate_similarity} (Simhash of title and text)")
    hashes = {m.id: Simhash(existing_hash=m.fingerprint) for m in found if m.fingerprint}
    copies = [
        (hashes[m.id].similarity(hashes[m.copy_of]), m.id) for m in found if m.copy_of and m.id in hashes
    ]
    side("copies vs their originals, least alike", copies, largest=False, fmt="{:.3f}")
    distinct = [
        (hashes[a].similarity(hashes[b]), f"{a} ~ {b}")
        for a, b in itertools.combinations(sorted(m.id for m in full if m.id in hashes), 2)
    ]
    side(f"distinct full pages ({len(distinct)} pairs), most alike", distinct, largest=True, fmt="{:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
