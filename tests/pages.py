"""A small generated web for tests of the command line, the server and the research run.

Those tests need a few pages that are plainly full (news-style articles inside site chrome) and a
few that are plainly thin (consent wall, error page, app shell, teaser), with known text — not the
judge's hard cases, which the labelled corpus covers. Pages are deterministic: the same topic gives
the same bytes.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass

from fixtures.site import FixtureSite, Route

_SUBJECTS = (
    "The research group",
    "A municipal pilot",
    "The latest field study",
    "An industry consortium",
    "The regional agency",
    "A team of engineers",
    "The published report",
    "Independent auditors",
)
_FINDINGS = (
    "found that {topic} cut operating costs by {n} percent over three years",
    "measured a {n} percent improvement once {topic} was applied at scale",
    "reported that early adopters of {topic} needed {n} fewer maintenance visits each year",
    "concluded that {topic} works best when operators receive training before deployment",
    "showed that the benefits of {topic} depend heavily on local regulation",
    "estimated that {topic} could reach {n} million households by the end of the decade",
)
_FOLLOW_UPS = (
    "Critics point out that the sample was small and that independent replication is still missing.",
    "Several experts interviewed for this article said the figures matched their own experience.",
    "The authors caution that costs may rise again once subsidies expire.",
    "Local officials said they would publish quarterly data so that residents can follow the results.",
    "Earlier attempts failed mainly because suppliers could not deliver parts on time.",
    "Investors have taken note, and two new funds were announced within a month of the publication.",
    "The study also lists open questions about long-term durability and recycling at end of life.",
)


@dataclass(frozen=True)
class Article:
    """A generated article: its slug, title and the paragraphs of its body."""

    slug: str
    title: str
    paragraphs: tuple[str, ...]

    def html(self) -> bytes:
        body = "\n".join(f"<p>{html.escape(p)}</p>" for p in self.paragraphs)
        links = "".join(
            f'<li><a href="/section/{s}">{s.title()}</a></li>' for s in ("news", "science", "opinion")
        )
        return (
            "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(self.title)} | The Fixture Times</title>"
            f"<meta name='description' content='{html.escape(self.paragraphs[0][:120])}'></head><body>"
            f"<header><a href='/'>The Fixture Times</a><nav><ul>{links}</ul></nav></header>"
            f"<main><article><h1>{html.escape(self.title)}</h1>"
            "<p class='byline'>By Dana Reporter, 4 March 2025</p>"
            f"{body}</article></main>"
            "<aside><h2>Most read</h2><ul><li><a href='/a'>Weather warning for the weekend</a></li>"
            "<li><a href='/b'>Local team wins the cup</a></li></ul></aside>"
            "<footer><p>© 2025 The Fixture Times. All rights reserved.</p>"
            "<a href='/privacy'>Privacy</a> <a href='/terms'>Terms</a></footer></body></html>"
        ).encode()


def article(topic: str, paragraphs: int = 7) -> Article:
    """A deterministic news-style article about `topic`, about 70 words per paragraph."""
    rng = random.Random(topic)
    body = []
    for index in range(paragraphs):
        sentences = [
            f"{rng.choice(_SUBJECTS)} {rng.choice(_FINDINGS).format(topic=topic, n=rng.randint(3, 60))}."
            for _ in range(2)
        ]
        sentences += rng.sample(_FOLLOW_UPS, 2)
        if index == paragraphs - 1:
            sentences.append(f"This closing paragraph about {topic} is the last one on the page.")
        body.append(" ".join(sentences))
    slug = "-".join(topic.lower().split())
    return Article(slug=slug, title=f"What we know about {topic}", paragraphs=tuple(body))


THIN_PAGES: dict[str, Route] = {
    "consent": Route(
        body=(
            b"<html><head><title>Before you continue</title></head><body>"
            b"<div id='onetrust-banner-sdk' class='cookie-consent'><h2>We value your privacy</h2>"
            b"<p>We and our 842 partners use cookies and similar technologies to store and access "
            b"information on your device, for personalised advertising and content, measurement and "
            b"audience insights. With your consent we process personal data such as device identifiers.</p>"
            b"<p>You can withdraw consent or manage preferences at any time via the privacy settings.</p>"
            b"<button>Accept all</button><button>Reject all</button><button>Manage options</button>"
            b"</div></body></html>"
        )
    ),
    "not-found": Route(
        status=404,
        body=b"<html><head><title>Page not found</title></head><body><h1>404</h1>"
        b"<p>Sorry, the page you are looking for does not exist or has been moved.</p></body></html>",
    ),
    "app-shell": Route(
        body=b"<html><head><title>Loading</title><script src='/static/app.js'></script></head><body>"
        b"<noscript>You need to enable JavaScript to run this app.</noscript><div id='root'></div>"
        b"</body></html>"
    ),
    "teaser": Route(
        body=b"<html><head><title>Subscribe</title></head><body><article><h1>Big news inside</h1>"
        b"<p>The first lines of a story you can only read after you subscribe to our premium plan.</p>"
        b"<p>Subscribe now to continue reading.</p></article></body></html>"
    ),
}


def serve_articles(site: FixtureSite, topics: list[str], host_index: int = 1) -> dict[str, Article]:
    """Serve one article per topic on the fixture site; returns them by URL."""
    served = {}
    for topic in topics:
        page = article(topic)
        url = site.add(f"/articles/{page.slug}", Route(body=page.html()), host_index=host_index)
        served[url] = page
    return served


def serve_thin_pages(site: FixtureSite, host_index: int = 2) -> dict[str, str]:
    """Serve every kind of thin page; returns {kind: url}."""
    return {
        kind: site.add(f"/thin/{kind}", Route(status=route.status, body=route.body), host_index=host_index)
        for kind, route in THIN_PAGES.items()
    }
