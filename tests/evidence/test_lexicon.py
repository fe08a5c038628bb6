"""The wall lexicon: a file per language, every category filled, and files that cannot be trusted refused."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from gptr_fulltext.evidence import lexicon
from gptr_fulltext.evidence.lexicon import CATEGORIES, LEXICONS, LexiconError, found, load

LANGUAGES = (
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "nl",
    "ru",
    "ja",
    "zh",
    "ko",
    "tr",
    "pl",
    "uk",
    "ar",
    "hi",
    "vi",
    "id",
    "sv",
    "fa",
    "ur",
    "el",
    "am",
    "yo",
)

# (language, category, synthetic text, what found() returns)
SAYS = [
    ("en", "NOT_FOUND", "Oops! That page can't be found.", "page can't be found"),
    ("en", "PAYWALL", "Subscribe to continue reading this story.", "Subscribe to continue"),
    ("en", "CHALLENGE", "Access denied | Harbor Times", "Access denied | Harbor Times"),
    ("de", "NOT_FOUND", "Fehler: Seite nicht gefunden", "Seite nicht gefunden"),
    ("de", "LOGIN", "Anmelden bei Meine Zeitung", "Anmelden bei"),
    ("fr", "MAINTENANCE", "Site en maintenance, de retour très bientôt", "Site en maintenance"),
    ("fr", "PAYWALL", "Cet article est réservé aux abonnés.", "réservé aux abonnés"),
    ("es", "NOT_FOUND", "Lo sentimos: página no encontrada", "página no encontrada"),
    ("es", "CONSENT_ACTION", "Aceptar todo", "Aceptar todo"),
    ("it", "CHALLENGE", "Conferma che non sei un robot", "non sei un robot"),
    ("it", "PARKED", "Questo dominio è in vendita", "dominio è in vendita"),
    ("pt", "NOT_FOUND", "Ops, página não encontrada", "página não encontrada"),
    ("pt", "LOADING", "Carregando…", "Carregando"),
    ("nl", "MAINTENANCE", "Onze website in onderhoud; we zijn zo terug.", "website in onderhoud"),
    ("nl", "PARKED", "Dit domein is te koop", "domein is te koop"),
    ("ru", "NOT_FOUND", "Увы: страница не найдена", "страница не найден"),
    ("ru", "PAYWALL", "Материал только для подписчиков", "только для подписчиков"),
    ("ja", "NOT_FOUND", "申し訳ありません。ページが見つかりません。", "ページが見つかりません"),
    ("ja", "LOGIN", "ログインしてください", "ログイン"),
    ("zh", "MAINTENANCE", "网站维护中，请稍后再试", "网站维护中"),
    ("zh", "CHALLENGE", "请完成人机验证", "人机验证"),
    ("ko", "NOT_FOUND", "요청하신 페이지를 찾을 수 없습니다", "페이지를 찾을 수 없"),
    ("ko", "LOADING", "불러오는 중...", "불러오는 중"),
    ("tr", "NOT_FOUND", "Üzgünüz, aradığınız sayfa bulunamadı", "aradığınız sayfa bulunam"),
    ("tr", "RATE_LIMIT", "Çok fazla istek gönderdiniz, lütfen bekleyin", "Çok fazla istek gönderdiniz"),
    ("pl", "RATE_LIMIT", "Zbyt wiele zapytań. Spróbuj ponownie za 60 sekund.", "Zbyt wiele zapytań"),
    ("pl", "PAYWALL", "Artykuł tylko dla prenumeratorów", "tylko dla prenumeratorów"),
    ("uk", "NOT_FOUND", "Помилка: сторінку не знайдено", "сторінку не знайдено"),
    ("ar", "NOT_FOUND", "عذراً، الصفحة غير موجودة", "الصفحة غير موجودة"),
    ("hi", "PAYWALL", "यह लेख केवल सब्सक्राइबर के लिए है", "केवल सब्सक्राइबर के लिए"),
    ("vi", "MAINTENANCE", "Website đang bảo trì, vui lòng quay lại sau", "Website đang bảo trì"),
    ("id", "NOT_FOUND", "Maaf, halaman tidak ditemukan", "halaman tidak ditemukan"),
    ("tr", "RATE_LIMIT", "Günlük görüntüleme sınırına ulaştınız", "görüntüleme sınırına ulaştınız"),
    ("sv", "PLACEHOLDER", "Kommer snart | Keramikverkstan", "Kommer snart | Keramikverkstan"),
    ("am", "MAINTENANCE", "መደብሩ በጥገና ላይ ነው", "በጥገና ላይ"),
    ("yo", "NOT_FOUND", "Ẹ má bínú, a kò rí ojú-ìwé yìí", "a kò rí ojú-ìwé"),
    ("en", "PLACEHOLDER", "Northwind Roasters – Coming soon!", "Northwind Roasters – Coming soon!"),
    ("ar", "PLACEHOLDER", "قريبًا", "قريبًا"),
    ("fa", "CONSENT_ACTION", "پذیرش همه", "پذیرش همه"),
    ("fa", "CONSENT_TERMS", "ما از كوكي‌ها استفاده می‌کنیم", "كوكي"),  # the Arabic kaf and yeh typed
    ("ja", "PLACEHOLDER", "近日公開 | 価格比較ナビ", "近日公開 | 価格比較ナビ"),
    ("en", "MOVED", "This guide has moved to our new learning site.", "This guide has moved"),
    (
        "de",
        "UNAVAILABLE_HERE",
        "Das Video ist in deinem Land nicht verfügbar.",
        "in deinem Land nicht verfügbar",
    ),
    ("ur", "MOVED", "یہ صفحہ منتقل ہو گیا ہے", "صفحہ منتقل ہو گیا"),
    ("el", "UNAVAILABLE_HERE", "Δεν είναι διαθέσιμο στη χώρα σας.", "Δεν είναι διαθέσιμο στη χώρα σας"),
    ("hi", "RATE_LIMIT", "आज की खोज सीमा समाप्त हो गई है", "खोज सीमा"),
    ("common", "NOT_FOUND", "404 - Not Found", "404"),
    ("common", "JS_REQUIRED", "Please turn on JavaScript to read this site.", "JavaScript"),
]

# Articles that use a wall's words about something else, where the patterns are built not to match.
MENTIONS = [
    ("NOT_FOUND", "Missing hiker not found after three days"),
    ("NOT_FOUND", "Highway 404 reopens after crash"),
    ("MAINTENANCE", "The city plans maintenance on the old bridge"),
    ("CHALLENGE", "Security check lines grow at airports"),
    ("CHALLENGE", "Zugriff verweigert: Gericht stoppt Behörde"),
    ("LOGIN", "Login problems hit bank customers"),
    ("LOADING", "The truck was loading at dawn"),
    ("MAINTENANCE", "Köprüde bakım çalışması başladı"),  # road works, not a site's notice
    ("MAINTENANCE", "الجسر تحت الصيانة منذ أسبوع"),
    ("CONSENT_TERMS", "Phoenix, Arizona"),  # Turkish consent needs "açık rıza", not any "riza"
    ("RATE_LIMIT", "Hava kirliliği sınırı aştı; çok fazla talep var"),
    ("PLACEHOLDER", "Coming soon: the new season of our podcast"),  # a headline, not a page's name
    ("PLACEHOLDER", "Stadtbad: Eröffnung demnächst im Frühjahr"),
    ("PLACEHOLDER", "Kommer snart till Netflix – december 2026"),
    ("MOVED", "The company has moved its headquarters to Leeds"),  # a company, not the page
    ("UNAVAILABLE_HERE", "Fresh water is not available in the camp"),
]


def pattern(category: str) -> lexicon.Phrases:
    compiled: lexicon.Phrases = getattr(lexicon, category)
    return compiled


def test_every_language_has_a_file() -> None:
    assert {path.stem for path in LEXICONS.glob("*.toml")} == {*LANGUAGES, "common"}


@pytest.mark.parametrize("category", CATEGORIES)
def test_every_category_has_wording(category: str) -> None:
    files = [tomllib.loads(path.read_text(encoding="utf-8")) for path in LEXICONS.glob("*.toml")]
    assert any(table.get(category) for table in files)
    assert pattern(category).pattern.flags & re.IGNORECASE


def test_every_language_is_exercised() -> None:
    assert {language for language, *_ in SAYS} == {*LANGUAGES, "common"}


@pytest.mark.parametrize(("language", "category", "text", "said"), SAYS)
def test_a_wall_says_what_it_is(language: str, category: str, text: str, said: str) -> None:
    assert found(pattern(category), None, "", text) == said


@pytest.mark.parametrize(("category", "text"), MENTIONS)
def test_an_article_that_mentions_it_is_not_a_wall(category: str, text: str) -> None:
    assert found(pattern(category), text) is None


def lexicons_with(tmp_path: Path, extra: str) -> Path:
    directory = tmp_path / "lexicons"
    shutil.copytree(LEXICONS, directory)
    (directory / "xx.toml").write_text(extra, encoding="utf-8")
    return directory


def test_adding_a_language_is_adding_a_file(tmp_path: Path) -> None:
    patterns = load(lexicons_with(tmp_path, "NOT_FOUND = ['paĝo ne trovita']\n"))
    assert found(patterns["NOT_FOUND"], "Eraro: paĝo ne trovita") == "paĝo ne trovita"
    assert found(patterns["NOT_FOUND"], "Seite nicht gefunden") == "Seite nicht gefunden"


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        ("NOT_FUOND = ['page gone']\n", "unknown category 'NOT_FUOND'"),
        ("PAYWALL = ['abonn(?:ez']\n", "PAYWALL[0] 'abonn(?:ez'"),
        ("LOADING = ['chargement', 'x*']\n", "LOADING[1] 'x*' matches empty text"),
        ("LOGIN = 'sign in'\n", "LOGIN must be a list of strings"),
        ("LOGIN = ['sign in'\n", "Unclosed array"),
    ],
)
def test_a_bad_file_is_named(tmp_path: Path, extra: str, named: str) -> None:
    with pytest.raises(LexiconError, match=re.escape(f"xx.toml: {named}")):
        load(lexicons_with(tmp_path, extra))


def test_every_shipped_alternative_stands_alone() -> None:
    """Loading tests alternatives one by one only once a joined pattern fails: here every shipped one
    compiles on its own and matches no empty text (a back-reference to another's group, an empty
    part of a title frame would pass a joined test)."""
    for path in sorted(LEXICONS.glob("*.toml")):
        for name, alternatives in tomllib.loads(path.read_text(encoding="utf-8")).items():
            for alternative in alternatives:
                pattern = re.compile(alternative, re.IGNORECASE)
                assert pattern.search("") is None, (path.name, name, alternative)


def test_a_category_no_file_gives_is_named(tmp_path: Path) -> None:
    shutil.copy(LEXICONS / "common.toml", tmp_path)
    with pytest.raises(LexiconError, match="no lexicon file gives MAINTENANCE, CHALLENGE"):
        load(tmp_path)


@pytest.mark.parametrize(("language", "category", "text", "said"), SAYS)
def test_a_phrase_is_found_as_the_pattern_finds_it(
    language: str, category: str, text: str, said: str
) -> None:
    """The anchors only spare the search of texts without a match: in the walls' own wording, in
    capitals, in lower case, the category finds what its pattern finds, where it finds it."""
    phrases = pattern(category)
    for variant in (text, text.upper(), text.lower(), f"{text}\n{text.swapcase()}"):
        ours, its = phrases.search(variant), phrases.pattern.search(variant)
        assert (ours and ours.span()) == (its and its.span())
        assert phrases.findall(variant) == phrases.pattern.findall(variant)


@pytest.mark.parametrize(
    ("wording", "text", "said"),
    [
        ("sayfa bulunamadı", "HATA: SAYFA BULUNAMADI", "SAYFA BULUNAMADI"),  # Turkish: I lowers to i, not ı
        ("İçerik kaldırıldı", "içerik kaldırıldı", "içerik kaldırıldı"),  # the capital dotted İ
        ("ſeite fehlt", "Seite fehlt", "Seite fehlt"),  # the long s is an s
        ("ΣΕΛΙΔΑ ΔΕΝ ΒΡΕΘΗΚΕ", "η σελιδα δεν βρεθηκε", "σελιδα δεν βρεθηκε"),  # sigma and final sigma
        ("страница удалена", "Пост про погоду", None),
    ],
)
def test_anchors_fold_as_the_regex_engine_does(
    tmp_path: Path, wording: str, text: str, said: str | None
) -> None:
    """A phrase written in one case is found in text in another wherever the case-insensitive
    pattern finds it, letters whose cases do not map one to one included."""
    phrases = load(lexicons_with(tmp_path, f"NOT_FOUND = ['{wording}']\n"))["NOT_FOUND"]
    assert phrases.anchors is not None
    assert found(phrases, text) == said
    assert found(phrases, text) == (match.group(0) if (match := phrases.pattern.search(text)) else None)


def test_a_text_without_any_anchor_is_not_searched(tmp_path: Path) -> None:
    """Every alternative leaves an anchor (a literal run, or one of each branch's); a text holding
    none of them cannot match, so the pattern is not run on it."""
    phrases = load(lexicons_with(tmp_path, "PARKED = ['(?:buy|get) this (?:domain|site)\\\\b']\n"))["PARKED"]
    assert phrases.anchors is not None and " this " in phrases.anchors
    assert phrases.search("We did not buy the domain.") is None
    assert found(phrases, "You can buy this domain today") == "buy this domain"


@pytest.mark.parametrize(
    ("wordings", "texts"),
    [
        (
            ["\\bcookies?\\b", "(?:accept|reject) all", "[Pp]artners?", "(?:re)?consent\\w*"],
            ["We and our PARTNERS use Cookies. Accept all?", "Reconsenting to partner cookies", "Nichts"],
        ),
        (
            ["страница (?:не найдена|удалена)", "ſeite fehlt", "σελιδα δεν βρεθηκε"],
            ["СТРАНИЦА НЕ НАЙДЕНА", "Die Seite fehlt. SEITE FEHLT", "Η ΣΕΛΙΔΑ ΔΕΝ ΒΡΕΘΗΚΕ", "страница"],
        ),
    ],
)
def test_a_search_starts_only_where_a_match_can(
    tmp_path: Path, wordings: list[str], texts: list[str]
) -> None:
    """Behind the anchors, the search skips positions whose character no alternative starts with
    (any case, as the engine folds it): it finds what the pattern finds, where it finds it."""
    listed = ", ".join(f"'{wording}'" for wording in wordings)
    phrases = load(lexicons_with(tmp_path, f"PARKED = [{listed}]\n"))["PARKED"]
    assert phrases.guarded is not phrases.pattern
    for text in texts:
        for variant in (text, text.upper(), text.lower(), text.swapcase()):
            ours, its = phrases.search(variant), phrases.pattern.search(variant)
            assert (ours and (ours.span(), ours.group(0))) == (its and (its.span(), its.group(0)))
            assert phrases.findall(variant) == phrases.pattern.findall(variant)


@pytest.mark.parametrize("wording", ["\\w+ wall", "(?:very )?[^ ]+ blocked"])
def test_a_match_that_may_start_anywhere_is_searched_everywhere(tmp_path: Path, wording: str) -> None:
    """Where a match may start with any character (a word class, a negated class), there is no
    lookahead to add: the pattern is searched as it is."""
    phrases = load(lexicons_with(tmp_path, f"PARKED = ['{wording}', 'buy this domain']\n"))["PARKED"]
    assert phrases.guarded is phrases.pattern
