"""Tables that lay a page out are read as blocks, so an article in one cell keeps its paragraphs;
tables of data stay tables (`repairs.unwrap_layout_tables`)."""

from __future__ import annotations

from gptr_fulltext import extract

FERRY = [
    "The ferry service between the two islands resumed on Monday after a month of repairs to the pier, "
    "and the operator expects the summer timetable to run in full from the first week of June.",
    "Engineers replaced the timber fenders and two of the steel piles that storms had loosened over "
    "the winter, and the harbour authority inspected the work on Friday before it signed it off.",
    "Islanders who had relied on the smaller water taxi during the closure said the crossing had "
    "taken twice as long and cost three times as much, and several shops had run short of stock.",
    "The operator said tickets bought for cancelled sailings would be refunded in full, and that a "
    "second vessel would join the route in July to carry the extra holiday traffic.",
]

HUERTO = [
    "El huerto comunitario del barrio abrió sus puertas el sábado con cuarenta parcelas repartidas "
    "por sorteo entre los vecinos que se habían inscrito durante el invierno en la asociación.",
    "Cada parcela tiene acceso a un punto de riego por goteo y a un compostador compartido, y la "
    "asociación organizará talleres mensuales sobre siembra, poda y control natural de plagas.",
    "Los responsables explicaron que la lista de espera ya supera las sesenta familias y que el "
    "ayuntamiento estudia ceder un segundo solar junto a la escuela para ampliar el proyecto.",
]


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def test_an_article_in_one_cell_of_a_layout_table_keeps_its_paragraphs() -> None:
    """A page laid out as a table: menu cell, article cell, teaser cell side by side."""
    menu = "".join(f'<a href="/s/{n}">Section {n}</a><br>' for n in range(6))
    story = "<h1>Ferry service resumes</h1>" + "".join(f"<p>{text}</p>" for text in FERRY)
    teasers = "".join(f'<p><a href="/n/{n}">Other story {n}</a></p>' for n in range(4))
    page = (
        "<html><head><title>Ferry service resumes</title></head><body>"
        f'<table width="100%"><tr><td width="150">{menu}</td><td>{story}</td>'
        f'<td width="200">{teasers}</td></tr></table></body></html>'
    )
    text = extract(page.encode(), "https://islands.example/ferry").text
    lines = _lines(text)
    for paragraph in FERRY:
        assert paragraph in lines, text  # each paragraph a line of its own, whole
    assert not any(line.startswith("|") for line in lines)


def test_nested_layout_tables_in_another_language_read_as_paragraphs() -> None:
    """Nested layout tables, the article's paragraphs in `div`s beside a heading, as old portals had."""
    story = "<h2>Abre el huerto comunitario</h2>" + "".join(f"<div>{text}</div>" for text in HUERTO)
    page = (
        '<html lang="es"><head><title>Abre el huerto comunitario</title></head><body><center>'
        '<table border="0"><tr><td colspan="2"><b>Noticias del barrio</b></td></tr><tr><td>'
        f'<table><tbody><tr><td valign="top">{story}</td></tr></tbody></table>'
        "</td></tr></table></center></body></html>"
    )
    text = extract(page.encode(), "https://barrio.example/huerto").text
    lines = _lines(text)
    for paragraph in HUERTO:
        assert paragraph in lines, text
    assert not any(line.startswith("|") for line in lines)


def test_a_table_of_figures_in_an_article_stays_a_table() -> None:
    rows = "".join(
        f"<tr><td>{town}</td><td>{rain}</td><td>{sun}</td></tr>"
        for town, rain, sun in (
            ("Harbourside", "41 mm", "212 h"),
            ("Northcliff", "57 mm", "180 h"),
            ("Eastmoor", "33 mm", "230 h"),
        )
    )
    body = (
        "".join(f"<p>{text}</p>" for text in FERRY[:2])
        + f"<table><tr><th>Town</th><th>Rain</th><th>Sun</th></tr>{rows}</table>"
        + "".join(f"<p>{text}</p>" for text in FERRY[2:])
    )
    page = f"<html><head><title>Weather</title></head><body><article><h1>Weather</h1>{body}</article></body>"
    text = extract(page.encode(), "https://islands.example/weather").text
    assert any(line.startswith("|") and "Northcliff" in line and "57 mm" in line for line in _lines(text)), (
        text
    )


def test_a_table_of_terms_and_one_sentence_each_stays_a_table() -> None:
    """A cell of prose is still data when it is one block: a glossary, a comparison."""
    terms = (
        ("Fender", "A cushion on a pier's face that takes the blow of a mooring boat."),
        ("Pile", "A post driven into the seabed that carries the pier's deck above the water."),
        ("Slipway", "A ramp down which boats are moved into the water for launching."),
    )
    rows = "".join(f"<tr><td>{term}</td><td><p>{meaning}</p></td></tr>" for term, meaning in terms)
    body = "".join(f"<p>{text}</p>" for text in FERRY) + f"<table>{rows}</table>"
    page = f"<html><head><title>Pier words</title></head><body><article><h1>Pier words</h1>{body}</article>"
    text = extract(page.encode(), "https://islands.example/glossary").text
    assert any(line.startswith("|") and "Slipway" in line for line in _lines(text)), text


def test_a_layout_table_of_menu_items_only_keeps_its_rows() -> None:
    """No cell of prose: menus and labels stay rows (one line each), as the judge reads them."""
    menu = "".join(f"<p><a href='/s/{n}'>Sección {n}</a></p>" for n in range(6))
    story = "<table><tr><td>" + "".join(f"<p>{text}</p>" for text in HUERTO) + "</td></tr></table>"
    page = (
        "<html><head><title>Huerto</title></head><body><table><tr><td>Portal del barrio</td></tr>"
        f"<tr><td>{menu}</td></tr></table>{story}</body></html>"
    )
    lines = _lines(extract(page.encode(), "https://barrio.example/huerto-2").text)
    assert any(line.startswith("|") and "Sección 1" in line and "Sección 4" in line for line in lines), lines
    for paragraph in HUERTO:
        assert paragraph in lines, lines
