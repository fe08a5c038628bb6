"""The declared main region as main text (`extraction.region`): which blocks it holds, which pages
declare themselves articles, and when `main_text` prefers it to trafilatura's text."""

from __future__ import annotations

import pytest
from trafilatura.settings import Document

from gptr_fulltext.extraction import maintext
from gptr_fulltext.extraction.maintext import main_text, parse
from gptr_fulltext.extraction.region import REGION_MIN_WORDS, declares_article, has_region, main_region
from gptr_fulltext.extraction.rendering import render

SPECS = [
    ("Capacity", "1.7 litres of water, enough for six cups of tea"),
    ("Power", "2200 watts on a 230 volt supply, boiling a litre in three minutes"),
    ("Body", "brushed stainless steel with a handle that stays cool to the touch"),
    ("Warranty", "two years on parts and labour, extendable to five when registered"),
]
FEATURES = [
    "Keeps water at the chosen temperature for thirty minutes after it boils",
    "Five presets from seventy degrees for green tea to one hundred for coffee",
    "A baffled element keeps the noise of the boil under forty decibels",
]
OFFICES = [
    ("Madrid Centro", "Calle de Alcalá 120, abierta de lunes a viernes de nueve a dieciocho horas"),
    ("Barcelona Gràcia", "Carrer Gran de Gràcia 45, atención a empresas y autónomos por las mañanas"),
    ("Valencia Ruzafa", "Calle de Sueca 18, cajero disponible las veinticuatro horas del día"),
    ("Sevilla Triana", "Calle San Jacinto 60, accesible con rampa y bucle magnético para audífonos"),
]


def product_page(head: str = "") -> str:
    """An English product page: `<main>` with crumbs, a spec table, a feature list, a basket form
    and a hidden staff note, between a site header and footer."""
    rows = "".join(f"<tr><th>{name}</th><td>{value}</td></tr>" for name, value in SPECS)
    items = "".join(f"<li>{feature}</li>" for feature in FEATURES)
    return (
        f"<html><head><title>Aurora kettle</title>{head}</head><body>"
        '<header><nav><a href="/">Home</a> <a href="/cart">Cart</a></nav></header>'
        '<main><nav class="crumbs"><a href="/">Home</a> › <a href="/kettles">Kettles</a></nav>'
        "<h1>Aurora kettle</h1><p>A variable-temperature kettle for tea and coffee.</p>"
        f"<h2>Specifications</h2><table>{rows}</table><h2>Features</h2><ul>{items}</ul>"
        '<form action="/cart"><button>Add to basket</button></form>'
        "<div hidden>Staff only: 42 in the Leeds warehouse</div>"
        "</main><footer>Kitchen Things Ltd · Imprint · Privacy</footer></body></html>"
    )


def offices_page() -> str:
    """A Spanish service page: `role="main"` on a div, offices as short blocks, an aside, a style-
    hidden note and a search form inside the region."""
    offices = "".join(f'<div class="of"><b>{name}</b> <span>{text}</span></div>' for name, text in OFFICES)
    return (
        "<html><head><title>Nuestras oficinas</title></head><body>"
        '<div class="menu"><a href="/">Inicio</a> <a href="/contacto">Contacto</a></div>'
        '<div role="main"><aside>Abra su cuenta hoy y llévese un regalo</aside>'
        "<h1>Nuestras oficinas</h1>"
        f"{offices}Pida cita previa desde la aplicación o por teléfono."
        '<div style="display: none">Nota interna para el personal</div>'
        '<form><input name="q"><button>Buscar</button></form>'
        "</div><div class='pie'>Aviso legal · Cookies</div></body></html>"
    )


@pytest.mark.parametrize("page", [product_page(), offices_page()], ids=["product-en", "offices-es"])
def test_the_region_holds_its_blocks_and_not_the_template_inside_it(page: str) -> None:
    tree = parse(page)
    assert tree is not None
    region = main_region(tree)
    assert region is not None and region.words >= REGION_MIN_WORDS
    text = render(region.body, markdown=True)
    for furniture in (
        "Home",
        "Add to basket",
        "Staff only",
        "regalo",
        "Nota interna",
        "Buscar",
        "Cookies",
        "Privacy",
    ):
        assert furniture not in text
    assert tree.xpath("//form") and tree.xpath("//*[@hidden or @style]")  # the page itself is left as it was


def test_tables_lists_and_headings_keep_their_shape() -> None:
    tree = parse(product_page())
    assert tree is not None
    region = main_region(tree)
    assert region is not None
    text = render(region.body, markdown=True)
    assert "# Aurora kettle" in text and "## Specifications" in text
    assert "| Capacity | 1.7 litres of water, enough for six cups of tea |" in text
    assert f"- {FEATURES[0]}" in text


def test_loose_text_between_blocks_is_kept_as_its_own_paragraph() -> None:
    tree = parse(offices_page())
    assert tree is not None
    region = main_region(tree)
    assert region is not None
    assert "Pida cita previa desde la aplicación o por teléfono." in region.raw_text.split("\n")
    assert all(f"{name} {text}" in region.raw_text for name, text in OFFICES)


def test_a_page_without_a_declared_region_or_with_a_tiny_one_has_none() -> None:
    plain = parse(product_page().replace("<main>", "<div>").replace("</main>", "</div>"))
    tiny = parse("<html><body><main><p>Opening hours: nine to five.</p></main></body></html>")
    assert plain is not None and tiny is not None
    assert main_region(plain) is None and main_region(tiny) is None


@pytest.mark.parametrize(
    "head",
    [
        '<meta property="og:type" content="article">',
        '<script type="application/ld+json">'
        '{"@graph": [{"@type": ["WebPage"]}, {"@type": "NewsArticle"}]}</script>',
        '<script type="application/ld+json">[{"@type": "BlogPosting"}]</script>',
    ],
)
def test_articles_declare_themselves_in_open_graph_or_json_ld(head: str) -> None:
    tree = parse(product_page(head))
    assert tree is not None and declares_article(tree)


def test_other_declared_types_are_not_articles() -> None:
    head = (
        '<meta property="og:type" content="product">'
        '<script type="application/ld+json">{"@type": "Product", "review": {"@type": "Review"}}</script>'
        '<script type="application/ld+json">{not json</script>'
    )
    tree = parse(product_page(head))
    assert tree is not None and not declares_article(tree)


def _sliver(monkeypatch: pytest.MonkeyPatch, words: int) -> None:
    """Trafilatura made to find only `words` words, as it does on pages whose content is in blocks
    its article rules drop (its real misses are page-specific; the decision is what is tested)."""

    def found(*_: object, **__: object) -> Document:
        document = Document()
        document.raw_text = " ".join(["word"] * words)
        from lxml.etree import Element, SubElement

        document.body = Element("body")
        SubElement(document.body, "p").text = document.raw_text
        return document

    monkeypatch.setattr(maintext, "_trafilatura", found)


@pytest.mark.parametrize("page", [product_page(), offices_page()], ids=["product-en", "offices-es"])
def test_a_sliver_of_a_declared_region_gives_way_to_the_region(
    page: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _sliver(monkeypatch, 5)
    tree = parse(page)
    assert tree is not None
    document = main_text(tree, None, visible_chars=2000)
    assert document is not None and (document.raw_text or "").split()[0] != "word"


def test_enough_of_the_region_or_an_article_keeps_trafilatura_s_text(monkeypatch: pytest.MonkeyPatch) -> None:
    _sliver(monkeypatch, 60)  # over REGION_SHARE of either page's region
    for page in (product_page(), offices_page()):
        tree = parse(page)
        assert tree is not None
        document = main_text(tree, None, visible_chars=2000)
        assert document is not None and (document.raw_text or "").startswith("word")
    _sliver(monkeypatch, 5)
    tree = parse(product_page('<meta property="og:type" content="article">'))
    assert tree is not None
    document = main_text(tree, None, visible_chars=2000)
    assert document is not None and (document.raw_text or "").startswith("word")


def test_a_main_element_or_a_main_role_declares_a_region() -> None:
    main, role = parse(product_page()), parse(offices_page())
    plain = parse(product_page().replace("<main>", "<div>").replace("</main>", "</div>"))
    assert main is not None and role is not None and plain is not None
    assert has_region(main) and has_region(role) and not has_region(plain)


REVIEWS = [
    "Boils fast and quietly, and the handle stays cool even after several kettles in a row.",
    "The presets are handy for green tea, though the display is hard to read in bright light.",
    "Third one in our office and still going strong after a year of daily use by ten people.",
    "Lid hinge feels a little loose but the water tastes clean and the steel is easy to wipe.",
    "Arrived a day early, well packed, and it keeps the water warm for the whole meeting.",
    "Much quieter than our old one; the base cable is long enough to reach the far socket.",
    "Good value for the price, and the limescale filter lifts out for cleaning in seconds.",
    "The blue light is bright at night, otherwise a solid kettle that does what it says.",
]
RESPUESTAS = [
    "Yo cambié la junta de la tapa siguiendo estos pasos y ahora cierra sin holgura alguna.",
    "Gracias por las fotos, me han servido para encontrar el tornillo que estaba escondido.",
    "En mi modelo el tornillo es de estrella y no de cabeza plana, conviene revisarlo antes.",
    "Lo hice el sábado con mi hijo y tardamos menos de una hora, todo quedó perfecto de nuevo.",
    "Cuidado con apretar demasiado, que la rosca de plástico se pasa con mucha facilidad.",
    "Funciona igual en la versión de dos litros, la pieza de repuesto es exactamente la misma.",
    "Yo compré la junta en una ferretería del barrio por tres euros, no hace falta pedirla.",
    "Después de seis meses sigue cerrando bien, así que la reparación ha merecido la pena.",
]


def _sliver_with_discussion(monkeypatch: pytest.MonkeyPatch, posts: list[str]) -> None:
    """Trafilatura made to find five words of text and `posts` as the page's comments."""

    def found(*_: object, **__: object) -> Document:
        from lxml.etree import Element, SubElement

        document = Document()
        document.raw_text = "word word word word word"
        document.body, document.commentsbody = Element("body"), Element("body")
        SubElement(document.body, "p").text = document.raw_text
        for post in posts:
            SubElement(document.commentsbody, "p").text = post
        return document

    monkeypatch.setattr(maintext, "_trafilatura", found)


@pytest.mark.parametrize(
    ("page", "posts"),
    [(product_page(), REVIEWS), (offices_page(), RESPUESTAS)],
    ids=["product-reviews-en", "offices-replies-es"],
)
def test_a_region_whose_rest_is_the_discussion_trafilatura_set_apart_is_not_used(
    page: str, posts: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trafilatura's text is a sliver of `<main>` only because `<main>` also holds the reviews or
    replies it read as comments: its text stands (the same five words alone give way to the region,
    above), and the discussion stays apart, after it."""
    thread = "".join(f'<div class="comment"><p>{post}</p></div>' for post in posts)
    _sliver_with_discussion(monkeypatch, posts)
    tree = parse(
        page.replace("</form>", f'</form><section class="comments">{thread}</section>')
    )  # in the region
    assert tree is not None
    document = main_text(tree, None, visible_chars=3000, comments="auto")
    assert document is not None and (document.raw_text or "").startswith("word")
