# ruff: noqa: E501, E731, UP031, E402, RUF059
# (blind round 13's generator, ported as written by its author: data and string templates)
from __future__ import annotations

"""Six page chromes of our own design. Each takes (page, vocab) and returns a full HTML document."""

import hashlib
import html
import json
import re
from collections.abc import Callable
from typing import Any

Page = dict[str, Any]
Vocab = dict[str, Any]

E = html.escape


def hc(*parts: object) -> str:
    """hashed css class, deterministic"""
    h = hashlib.md5("|".join(map(str, parts)).encode()).hexdigest()
    return "css-" + h[:6]


def plain(body: str) -> str:
    t = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", body, flags=re.S)
    t = re.sub(r"<[^>]+>", " ", t)
    return re.sub(r"\s+", " ", html.unescape(t)).strip()


def head_common(p: Page, v: Vocab, title_sep: str = " – ") -> tuple[str, str]:
    d = ' dir="rtl"' if p["dir"] == "rtl" else ""
    title = p["title"] + title_sep + p["site"]
    return d, title


def slug(i: int, s: str) -> str:
    return "/%s/%d" % (re.sub(r"\W+", "-", s.lower()).strip("-")[:20] or "s", i)


SOCIAL = ["Facebook", "X", "WhatsApp", "Telegram", "LinkedIn", "E-mail"]


# --------------------------------------------------------------- 1. classic CMS blog
def wpblog(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v)
    n = int(hashlib.md5(p["id"].encode()).hexdigest()[:4], 16)
    menu = "".join(
        '<li class="menu-item menu-item-%d"><a href="/category%s">%s</a></li>' % (100 + i, slug(i, s), E(s))
        for i, s in enumerate(v["secs"][:6])
    )
    recent = "".join(
        '<li><a href="/%d/%s">%s</a></li>' % (2026, slug(i, h), E(h)) for i, h in enumerate(v["heads"])
    )
    cats = "".join(
        '<li class="cat-item"><a href="/category%s">%s</a> (%d)</li>' % (slug(i, s), E(s), 7 + i * 5)
        for i, s in enumerate(v["secs"])
    )
    arch = "".join('<li><a href="/2026/%02d/">2026-%02d</a></li>' % (m, m) for m in range(11, 5, -1))
    share = "".join(
        '<li class="share-%s"><a rel="nofollow noopener" href="#share-%s" target="_blank"><span>%s</span></a></li>'
        % (s.lower(), s.lower(), s)
        for s in SOCIAL
    )
    meta = ""
    if p.get("date") or p.get("author"):
        meta = '<div class="entry-meta">'
        if p.get("date"):
            meta += (
                '<span class="posted-on"><time class="entry-date published" datetime="%s">%s</time></span> '
                % (E(p.get("iso", "2026-11-20")), E(p["date"]))
            )
        if p.get("author"):
            meta += (
                '<span class="byline"><span class="author vcard"><a class="url fn n" href="/author/">%s</a></span></span>'
                % E(p["author"])
            )
        meta += "</div>"
    h1 = '<h1 class="entry-title">%s</h1>' % E(p["h1"]) if p.get("h1") else ""
    return f"""<!DOCTYPE html>
<html lang="{p["lang"]}"{d}>
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{E(title)}</title>
<meta name="description" content="{E(p["desc"])}">
<meta name="generator" content="WordPress 6.4.3">
<meta name="robots" content="max-image-preview:large">
<link rel="alternate" type="application/rss+xml" title="{E(p["site"])} &raquo; Feed" href="/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="twentyfive-style-css" href="/wp-content/themes/hearth/style.css?ver=2.1" media="all">
<style id="global-styles-inline-css">body{{--wp--preset--color--black:#000;--wp--preset--color--white:#fff;--wp--preset--font-size--small:13px;--wp--preset--font-size--large:36px}}.has-black-color{{color:var(--wp--preset--color--black)!important}}.wp-block-button__link{{border-radius:9999px}}</style>
<script>window._wpemojiSettings = {{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","source":{{"concatemoji":"\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.4.3"}}}};</script>
</head>
<body class="post-template-default single single-post postid-{n} single-format-standard wp-embed-responsive">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">&darr;</a>
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title"><a href="/" rel="home">{E(p["site"])}</a></p></div>
<nav id="site-navigation" class="main-navigation">
<button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">&#9776;</button>
<div class="menu-main-container"><ul id="primary-menu" class="menu"><li class="menu-item menu-item-home"><a href="/">{E(v["home"])}</a></li>{menu}<li class="menu-item"><a href="/about/">{E(v["about"])}</a></li><li class="menu-item"><a href="/contact/">{E(v["contact"])}</a></li></ul></div>
</nav>
</header>
<div id="content" class="site-content">
<div id="primary" class="content-area">
<main id="main" class="site-main">
<article id="post-{n}" class="post-{n} post type-post status-publish format-standard hentry">
<header class="entry-header">{h1}{meta}</header>
<div class="entry-content">
{p["body"]}
</div>
<footer class="entry-footer">
<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social"><h3 class="sd-title">{E(v["share"])}:</h3><div class="sd-content"><ul>{share}</ul></div></div></div>
</footer>
</article>
<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/prev/" rel="prev">&laquo; {E(v["heads"][1])}</a></div><div class="nav-next"><a href="/next/" rel="next">{E(v["heads"][2])} &raquo;</a></div></div></nav>
</main>
</div>
<aside id="secondary" class="widget-area">
<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">{E(v["search"])}</span><input type="search" class="search-field" placeholder="{E(v["search"])} &hellip;" name="s"></label><input type="submit" class="search-submit" value="{E(v["search"])}"></form></section>
<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">{E(v["latest"])}</h2><ul>{recent}</ul></section>
<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">#</h2><ul>{cats}</ul></section>
<section id="archives-2" class="widget widget_archive"><h2 class="widget-title">&#128197;</h2><ul>{arch}</ul></section>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="site-info">&copy; 2026 <a href="/">{E(p["site"])}</a>. {E(v["rights"])} <span class="sep"> | </span><a href="/privacy/">{E(v["privacy"])}</a><span class="sep"> | </span><a href="/terms/">{E(v["terms"])}</a></div>
</footer>
</div>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/themes/hearth/js/navigation.js?ver=2.1" id="hearth-navigation-js"></script>
<script src="/wp-content/plugins/jetpack/_inc/build/sharedaddy/sharing.min.js?ver=13.1" id="sharing-js-js"></script>
</body>
</html>
"""


# --------------------------------------------------------------- 2. SPA div soup
def _spa_body(body: str, pid: str) -> str:
    def rep(m: re.Match[str]) -> str:
        tag = m.group(1)
        return '<%s class="%s"' % (tag, hc(pid, tag))

    return re.sub(r"<(p|h2|h3|ul|ol|li|table|blockquote)(?=[\s>])", rep, body)


def spa(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v, " | ")
    pid = p["id"]
    c: Callable[[str], str] = lambda k: hc(pid, k)
    nav = "".join(
        '<a class="%s" href="/%s">%s</a>' % (c("navl"), slug(i, s).strip("/"), E(s))
        for i, s in enumerate(v["secs"])
    )
    rail = "".join(
        '<div class="%s"><span class="%s">%d</span><a class="%s" href="/story/%d">%s</a></div>'
        % (c("ri"), c("rn"), i + 1, c("ra"), 9000 + i, E(h))
        for i, h in enumerate(v["heads"])
    )
    share = "".join(
        '<button type="button" class="%s" aria-label="%s %s"><svg viewBox="0 0 24 24" width="20" height="20"><circle cx="12" cy="12" r="10"></circle></svg></button>'
        % (c("sb"), E(v["share"]), s)
        for s in SOCIAL[:4]
    )
    foot = "".join(
        '<a class="%s" href="/%s">%s</a>' % (c("fl"), k, E(v[k]))
        for k in ("about", "contact", "privacy", "terms")
    )
    data = {
        "props": {
            "pageProps": {
                "locale": p["lang"],
                "page": {
                    "id": pid,
                    "slug": pid.replace("_", "-"),
                    "title": p["title"],
                    "publishedAt": p.get("iso"),
                    "author": p.get("author"),
                    "bodyText": plain(p["body"]),
                },
                "nav": v["secs"],
            },
            "__N_SSP": True,
        },
        "page": "/[...slug]",
        "query": {"slug": [pid]},
        "buildId": "k3Jd9x" + pid[-2:],
        "isFallback": False,
        "gssp": True,
        "locale": p["lang"],
    }
    js = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    h1 = '<h1 class="%s">%s</h1>' % (c("h1"), E(p["h1"])) if p.get("h1") else ""
    date = (
        '<div class="%s"><span>%s</span>%s</div>'
        % (
            c("meta"),
            E(p.get("date") or ""),
            (" · <span>%s</span>" % E(p["author"])) if p.get("author") else "",
        )
        if (p.get("date") or p.get("author"))
        else ""
    )
    return f"""<!DOCTYPE html>
<html lang="{p["lang"]}"{d}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>{E(title)}</title>
<meta name="description" content="{E(p["desc"])}">
<meta property="og:title" content="{E(p["title"])}">
<meta property="og:type" content="website">
<meta name="next-head-count" content="6">
<link rel="preload" href="/_next/static/css/5d1c0b8e2a.css" as="style">
<link rel="stylesheet" href="/_next/static/css/5d1c0b8e2a.css" data-n-g="">
<style data-emotion="css {c("h1")[4:]} {c("nav")[4:]}">.{c("root")}{{display:flex;flex-direction:column;min-height:100vh}}.{c("nav")}{{display:flex;gap:12px;overflow-x:auto}}.{c("h1")}{{font:700 2rem/1.2 system-ui}}.{c("body")} p{{margin:0 0 1em}}</style>
<noscript data-n-css=""></noscript>
<script defer nomodule src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script>
<script src="/_next/static/chunks/webpack-8fa1640cc84ba8fe.js" defer></script>
<script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer></script>
<script src="/_next/static/chunks/main-0ecb9ccfcb6c9b24.js" defer></script>
</head>
<body>
<div id="__next">
<div class="{c("root")}">
<div class="{c("hdr")}" role="banner"><div class="{c("logo")}"><a href="/" class="{c("logoa")}">{E(p["site"])}</a></div><div class="{c("nav")}" role="navigation">{nav}</div><div class="{c("acts")}"><button class="{c("srch")}" type="button" aria-label="{E(v["search"])}">&#128269;</button><button class="{c("login")}" type="button">{E(v["login"])}</button></div></div>
<div class="{c("wrap")}">
<div class="{c("crumbs")}"><a href="/">{E(v["home"])}</a><span> / </span><span>{E(v["secs"][0])}</span></div>
<div class="{c("content")}" data-testid="content-root">
{h1}{date}
<div class="{c("body")}">
{_spa_body(p["body"], pid)}
</div>
<div class="{c("share")}">{share}</div>
</div>
<div class="{c("rail")}" data-testid="rail"><div class="{c("railt")}">{E(v["popular"])}</div>{rail}</div>
</div>
<div class="{c("foot")}" role="contentinfo"><div class="{c("fl")}">{foot}</div><div class="{c("copy")}">&copy; 2026 {E(p["site"])}. {E(v["rights"])}</div></div>
</div>
</div>
<script id="__NEXT_DATA__" type="application/json">{js}</script>
</body>
</html>
"""


# --------------------------------------------------------------- 3. news portal
def portal(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v, " | ")
    mega = ""
    for i, s in enumerate(v["secs"]):
        subs = "".join(
            '<li><a href="%s/%d">%s</a></li>' % (slug(i, s), j, E(h)) for j, h in enumerate(v["heads"])
        )
        subs += '<li><a href="%s/all">%s &rsaquo;</a></li>' % (slug(i, s), E(v["latest"]))
        mega += '<li class="mega-item"><a href="%s">%s</a><div class="mega-panel"><ul>%s</ul></div></li>' % (
            slug(i, s),
            E(s),
            subs,
        )
    ticker = "".join(
        '<li><span class="t-time">%02d:%02d</span> <a href="/breaking/%d">%s</a></li>'
        % (8 + i, 15 * i, i, E(h))
        for i, h in enumerate(v["heads"] * 2)
    )
    trend = "".join(
        '<li><a href="/trending/%d">%s</a></li>' % (i, E(h))
        for i, h in enumerate(v["heads"] + v["heads"][:2])
    )
    cols = ""
    for k in range(4):
        links = "".join(
            '<li><a href="%s">%s</a></li>' % (slug(i, s), E(s))
            for i, s in enumerate(v["secs"][k * 2 : k * 2 + 2])
        )
        links += "".join(
            '<li><a href="/f/%d/%d">%s</a></li>' % (k, j, E(h)) for j, h in enumerate(v["heads"][:2])
        )
        cols += '<div class="fcol"><ul>%s</ul></div>' % links
    corp = "".join(
        '<li><a href="/%s">%s</a></li>' % (k, E(v[k]))
        for k in ("about", "contact", "privacy", "terms", "login", "search")
    )
    soc = "".join(
        '<li><a href="#%s" rel="noopener">%s</a></li>' % (s.lower(), s)
        for s in ["Facebook", "X", "YouTube", "Instagram", "Telegram", "TikTok", "RSS"]
    )
    h1 = '<h1 class="headline">%s</h1>' % E(p["h1"]) if p.get("h1") else ""
    by = ""
    if p.get("date") or p.get("author"):
        by = '<div class="byline">%s%s</div>' % (
            ('<span class="author">%s</span> · ' % E(p["author"])) if p.get("author") else "",
            '<time datetime="%s">%s</time>' % (E(p.get("iso", "")), E(p.get("date") or "")),
        )
    sharebtn = "".join('<a class="sh sh-%s" href="#">%s</a>' % (s.lower(), s) for s in SOCIAL[:4])
    ld = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": p["title"],
            "inLanguage": p["lang"],
            "publisher": {"@type": "Organization", "name": p["site"]},
        },
        ensure_ascii=False,
    ).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="{p["lang"]}"{d} class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<title>{E(title)}</title>
<meta name="description" content="{E(p["desc"])}">
<meta property="og:site_name" content="{E(p["site"])}">
<meta property="og:title" content="{E(p["title"])}">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.example-news.test/{p["id"]}">
<script type="application/ld+json">{ld}</script>
<style>.ticker{{overflow:hidden;white-space:nowrap}}.mega-panel{{display:none;position:absolute}}.mega-item:hover .mega-panel{{display:block}}.cmp{{position:fixed;bottom:0;left:0;right:0;background:#111;color:#fff;padding:16px;z-index:9999}}.grid{{display:grid;grid-template-columns:1fr 300px;gap:32px}}</style>
<script>document.documentElement.className=document.documentElement.className.replace('no-js','js');window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-XXXX0000');</script>
<script async src="/static/ads/prebid.js"></script>
</head>
<body class="portal page-{p["id"]}">
<div class="topbar"><span class="today">{E(p.get("date") or "")}</span><a class="tb-login" href="/login">{E(v["login"])}</a><form class="tb-search" action="/search"><input name="q" type="search" placeholder="{E(v["search"])}"></form></div>
<header class="masthead">
<div class="logo"><a href="/">{E(p["site"])}</a></div>
<nav class="mega" aria-label="main"><ul class="mega-root"><li class="mega-item"><a href="/">{E(v["home"])}</a></li>{mega}</ul></nav>
</header>
<div class="ticker" role="marquee"><span class="ticker-label">{E(v["latest"])}</span><ul class="ticker-list">{ticker}</ul></div>
<div class="ad ad-leaderboard" data-slot="top-728x90"></div>
<main id="main-content">
<div class="grid">
<article class="story">
<div class="kicker"><a href="/">{E(v["secs"][0])}</a></div>
{h1}
{by}
<div class="share share-top">{sharebtn}</div>
<div class="story-body">
{p["body"]}
</div>
<div class="share share-bottom"><span>{E(v["share"])}</span> {sharebtn}</div>
</article>
<aside class="rail">
<section class="trending"><h2>{E(v["popular"])}</h2><ol>{trend}</ol></section>
<div class="ad ad-mpu" data-slot="rail-300x250"></div>
<section class="latest"><h2>{E(v["latest"])}</h2><ul>{trend}</ul></section>
</aside>
</div>
</main>
<footer class="site-footer">
<div class="fcols">{cols}<div class="fcol"><ul>{corp}</ul></div><div class="fcol"><ul>{soc}</ul></div></div>
<p class="legal">&copy; 2026 {E(p["site"])}. {E(v["rights"])}</p>
</footer>
<div id="cmp-banner" class="cmp" role="dialog" aria-modal="false" aria-label="cookies"><p>{E(v["cookie"])} <a href="/privacy">{E(v["privacy"])}</a></p><div class="cmp-btns"><button type="button" class="cmp-accept">{E(v["accept"])}</button> <button type="button" class="cmp-reject">{E(v["reject"])}</button></div></div>
<script src="/static/js/portal.bundle.min.js" defer></script>
<script>window.__consent={{v:2,cats:["analytics","ads"]}};</script>
</body>
</html>
"""


# --------------------------------------------------------------- 4. documentation site
def docs(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v, " · ")
    heads = re.findall(r"<h2[^>]*>(.*?)</h2>", p["body"], flags=re.S)
    toc = "".join('<li><a href="#s%d">%s</a></li>' % (i, h) for i, h in enumerate(heads))
    groups = p.get("docnav") or [
        [v["secs"][3], v["secs"][4]],
        [v["secs"][0], v["secs"][1], v["secs"][2]],
        [v["secs"][5], v["secs"][6], v["secs"][7]],
    ]
    tree = ""
    for gi, g in enumerate(groups):
        items = "".join(
            '<li class="tree-leaf"><a href="/docs/%d/%d">%s</a></li>' % (gi, j, E(x))
            for j, x in enumerate(g[1:])
        )
        if gi == 0:
            items += '<li class="tree-leaf active"><a href="#" aria-current="page">%s</a></li>' % E(
                p["h1"] or p["title"]
            )
        tree += (
            '<li class="tree-group"><button class="tree-toggle" aria-expanded="%s">%s</button><ul>%s</ul></li>'
            % ("true" if gi == 0 else "false", E(g[0]), items)
        )
    body = p["body"]
    cnt = iter(range(100))
    body = re.sub(r"<h2(?=[\s>])", lambda m: '<h2 id="s%d"' % next(cnt), body)
    h1 = "<h1>%s</h1>" % E(p["h1"]) if p.get("h1") else ""
    return f"""<!DOCTYPE html>
<html lang="{p["lang"]}"{d} data-theme="light">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{E(title)}</title>
<meta name="description" content="{E(p["desc"])}">
<meta name="docsearch:language" content="{p["lang"]}">
<link rel="stylesheet" href="/assets/css/styles.4f2a91.css">
<link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml">
<script>(function(){{var t=localStorage.getItem('theme');if(t)document.documentElement.dataset.theme=t}})();</script>
</head>
<body class="docs-page">
<div class="navbar" role="navigation"><a class="navbar-brand" href="/">{E(p["site"])}</a><a class="navbar-item" href="/docs/">Docs</a><a class="navbar-item" href="/api/">API</a><a class="navbar-item" href="/blog/">Blog</a><div class="navbar-search"><input type="search" aria-label="{E(v["search"])}" placeholder="{E(v["search"])}  Ctrl+K"></div><a class="navbar-item" href="https://git.example.test/">Git</a><select class="lang-switch" aria-label="language"><option>{p["lang"]}</option><option>en</option></select></div>
<div class="docs-wrapper">
<nav class="sidebar" aria-label="docs sidebar"><ul class="tree">{tree}</ul></nav>
<main class="doc-main">
<div class="breadcrumbs"><a href="/">{E(v["home"])}</a> &rsaquo; <a href="/docs/">Docs</a> &rsaquo; <span>{E(p["h1"] or p["title"])}</span></div>
<div class="markdown">
{h1}
{body}
</div>
<div class="doc-footer"><a class="edit-link" href="https://git.example.test/edit/main/docs/{p["id"]}.md">&#9998; {E(v["edit"])}</a><span class="last-updated">{E(p.get("date") or "2026-11-02")}</span></div>
<nav class="pagination-nav"><a class="pagination-prev" href="/docs/prev">&laquo; {E(groups[0][1] if len(groups[0]) > 1 else v["home"])}</a><a class="pagination-next" href="/docs/next">{E(groups[1][0])} &raquo;</a></nav>
</main>
<div class="toc-col"><div class="toc-title">{E(v["toc"])}</div><ul class="toc">{toc}</ul></div>
</div>
<div class="footer-docs"><div class="footer-links"><a href="/docs/">Docs</a> &middot; <a href="/blog/">Blog</a> &middot; <a href="/{"privacy"}">{E(v["privacy"])}</a> &middot; <a href="/contact">{E(v["contact"])}</a></div><div class="footer-copy">&copy; 2026 {E(p["site"])}</div></div>
<script src="/assets/js/runtime~main.8a1b.js"></script>
<script src="/assets/js/main.44ce.js"></script>
</body>
</html>
"""


# --------------------------------------------------------------- 5. forum skin (tables)
def forum(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v, " &bull; ")
    jump = "".join('<option value="%d">%s</option>' % (i, E(s)) for i, s in enumerate(v["secs"]))
    h1 = '<h2 class="topic-title"><a href="#">%s</a></h2>' % E(p["h1"]) if p.get("h1") else ""
    return f"""<!DOCTYPE html>
<html lang="{p["lang"]}"{d}>
<head>
<meta http-equiv="content-type" content="text/html; charset=UTF-8">
<title>{E(p["title"])} &bull; {E(p["site"])}</title>
<meta name="description" content="{E(p["desc"])}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=41" rel="stylesheet">
<script>var onload_functions = new Array();</script>
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap">
<div class="headerbar" role="banner"><table width="100%" cellspacing="0" cellpadding="4" border="0"><tr><td class="logo-cell"><a id="logo" class="logo" href="./index.php">{E(p["site"])}</a></td><td class="search-header" align="right"><form action="./search.php" method="get" id="search"><input name="keywords" type="search" maxlength="128" title="{E(v["search"])}" class="inputbox search tiny" size="20" placeholder="{E(v["search"])}&hellip;"><button class="button" type="submit">{E(v["search"])}</button></form></td></tr></table></div>
<div class="navbar" role="navigation"><ul class="linklist"><li><a href="./faq.php">FAQ</a></li><li><a href="./memberlist.php">{E(v["members"])}</a></li><li class="rightside"><a href="./ucp.php?mode=login">{E(v["login"])}</a></li></ul>
<ul class="breadcrumbs"><li><a href="./index.php">{E(v["home"])}</a> &lsaquo; <a href="./viewforum.php?f=5">{E(v["secs"][5])}</a></li></ul></div>
<table class="tablebg" width="100%" cellspacing="1" cellpadding="0" border="0">
<tr><td class="row1">
{h1}
{p["body"]}
</td></tr>
</table>
<div class="action-bar"><a href="./posting.php?mode=reply" class="button">{E(v["reply"])}</a></div>
<div class="jumpbox"><form method="get" action="./viewforum.php"><select name="f">{jump}</select><input type="submit" value="&raquo;" class="button2"></form></div>
<div class="stat-block"><h3>{E(v["members"])}</h3><p>12&nbsp;408 &middot; online: 217</p></div>
<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited<br><a href="./ucp.php?mode=privacy">{E(v["privacy"])}</a> | <a href="./ucp.php?mode=terms">{E(v["terms"])}</a></div>
</div>
<script src="./assets/javascript/jquery-3.6.0.min.js?assets_version=41"></script>
<script src="./assets/javascript/core.js?assets_version=41"></script>
</body>
</html>
"""


# --------------------------------------------------------------- 6. minimal static
def minimal(p: Page, v: Vocab) -> str:
    d, title = head_common(p, v, " — ")
    h1 = "<h1>%s</h1>" % E(p["h1"]) if p.get("h1") else ""
    date = '<p class="date">%s</p>' % E(p["date"]) if p.get("date") else ""
    return f"""<!doctype html>
<html lang="{p["lang"]}"{d}>
<head>
<meta charset="utf-8">
<title>{E(title)}</title>
<meta name="description" content="{E(p["desc"])}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/style.css">
</head>
<body>
<div class="top"><a href="/">{E(p["site"])}</a> &middot; <a href="/about.html">{E(v["about"])}</a> &middot; <a href="/contact.html">{E(v["contact"])}</a></div>
<div class="content">
{h1}
{date}
{p["body"]}
</div>
<div class="bottom">&copy; 2026 {E(p["site"])}</div>
</body>
</html>
"""


LAYOUTS: dict[str, Callable[[Page, Vocab], str]] = {
    "wpblog": wpblog,
    "spa": spa,
    "portal": portal,
    "docs": docs,
    "forum": forum,
    "minimal": minimal,
}
