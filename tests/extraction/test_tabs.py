"""Tab panels (`role="tabpanel"`) are the page's content a click away: every panel is read, not only the
one open on load (`repairs.unhide_tab_panels`). Two unrelated synthetic pages."""

from __future__ import annotations

import copy

import pytest
import trafilatura

from gptr_fulltext import Settings, extract
from gptr_fulltext.extraction.maintext import parse
from gptr_fulltext.extraction.region import main_region
from gptr_fulltext.extraction.repairs import repair


def shop_page() -> str:
    """An English shop: the description open, the specifications and care notes hidden by style."""
    return (
        "<html><head><title>Harbour lamp</title></head><body><main><h1>Harbour lamp</h1>"
        '<div role="tablist"><button role="tab" aria-selected="true">Description</button>'
        '<button role="tab">Specifications</button><button role="tab">Care</button></div>'
        '<div role="tabpanel" id="description" style="display:block"><p>A brass table lamp with a '
        "frosted glass shade, modelled on the lanterns of old harbour offices and finished by hand in "
        "a small workshop, so that no two lamps carry quite the same patina.</p><p>The shade spreads a "
        "soft, even light over a desk or a bedside table without glare on a screen or a page.</p></div>"
        '<div role="tabpanel" id="specs" style="display: none;"><table><tr><th>Height</th><td>42 cm'
        "</td></tr><tr><th>Weight</th><td>2.3 kg</td></tr><tr><th>Bulb</th><td>E27, at most 40 W"
        "</td></tr><tr><th>Cable</th><td>Braided textile, 1.8 m, with an inline switch</td></tr></table>"
        '</div><div role="tabpanel" id="care" class="tab-pane hide"><p>Wipe the brass with a dry cloth; '
        "polish it once a year with a little beeswax to keep the patina even.</p></div></main></body></html>"
    )


def docs_page() -> str:
    """A French reference page: the parameters open, the examples hidden by class and ARIA."""
    return (
        '<html><head><title>fusionner()</title></head><body><div class="doc"><h1>fusionner()</h1>'
        "<p>La fonction fusionner() réunit deux tableaux triés en un seul tableau trié, sans modifier "
        "les tableaux d'origine, et renvoie le nouveau tableau à l'appelant.</p>"
        '<ul role="tablist"><li role="tab">Paramètres</li><li role="tab">Exemples</li></ul>'
        '<section role="tabpanel" class="panel active"><p>Le premier paramètre est le tableau de '
        "gauche, le second le tableau de droite ; les deux doivent être triés dans le même ordre, "
        "croissant ou décroissant, sinon le résultat n'est pas défini.</p></section>"
        '<section role="tabpanel" class="panel hidden" aria-hidden="true"><p>Fusionner les tableaux '
        "[1, 4, 9] et [2, 3, 10] renvoie le tableau [1, 2, 3, 4, 9, 10] ; avec un tableau vide, la "
        "fonction renvoie une copie de l'autre tableau.</p></section>"
        "<p>La complexité est linéaire en la somme des longueurs des deux tableaux, et la mémoire "
        "utilisée est celle du tableau renvoyé.</p></div></body></html>"
    )


@pytest.mark.parametrize(
    ("page", "hidden"),
    [
        (shop_page(), ["Braided textile, 1.8 m", "E27, at most 40 W", "polish it once a year"]),
        (docs_page(), ["renvoie le tableau [1, 2, 3, 4, 9, 10]"]),
    ],
    ids=["shop-en", "docs-fr"],
)
def test_every_tab_panel_is_read_not_only_the_open_one(page: str, hidden: list[str]) -> None:
    text = " ".join(
        extract(page.encode(), "https://site.example/p", settings=Settings(output_format="text")).text.split()
    )
    assert [phrase for phrase in hidden if phrase not in text] == []
    # The premise: trafilatura alone deletes the panels not shown on load.
    alone = " ".join((trafilatura.extract(page, include_tables=True) or "").split())
    assert [phrase for phrase in hidden if phrase in alone] == []


def test_hidden_blocks_that_are_no_tab_panel_stay_hidden() -> None:
    """Only tab panels: a block hidden without the role (a dialog's text, a template) stays out."""
    page = shop_page().replace('role="tabpanel" id="specs"', 'id="specs"')
    assert "Braided textile" not in extract(page.encode(), "https://site.example/p").text


@pytest.mark.parametrize(
    ("page", "panel"),
    [(shop_page(), "Braided textile, 1.8 m"), (docs_page(), "renvoie le tableau [1, 2, 3, 4, 9, 10]")],
    ids=["shop-en", "docs-fr"],
)
def test_the_main_region_reads_panels_hidden_by_attribute(page: str, panel: str) -> None:
    """The main region (`region`: on pages whose trafilatura text is a sliver of it) leaves out what
    is `hidden`; a tab panel so hidden is shown first, whatever else hides it."""
    for hiding in (
        'style="display: none;"',
        'class="tab-pane hide"',
        'class="panel hidden" aria-hidden="true"',
    ):
        page = page.replace(hiding, "hidden")
    if "<main>" not in page:
        page = page.replace('<div class="doc">', '<div class="doc" role="main">')
    tree = parse(page)
    assert tree is not None
    before = main_region(copy.deepcopy(tree))
    assert before is not None and panel not in " ".join(before.raw_text.split())
    repair(tree)
    after = main_region(tree)
    assert after is not None and panel in " ".join(after.raw_text.split())
