"""Blind round 12 (#17): labelled synthetic pages written before they were run through the judge.

Written by the round's author before reading the judge's code (`src/`), from the issue's list of
kinds only — no sub-helper could be started, so the author had read docs/benchmarks.md's accounts of
earlier rounds, which describe some rules: a half-blind round (see docs/benchmarks.md, "#17: blind
round 12"). Full pages: briefs with and without a date, beside reaction and follow buttons, a
glossary entry and a dictionary entry, Tibetan, Kannada, Malayalam, Chinese and Thai text, data
tables, code-heavy docs, recipe cards, FAQ pages in three markups, poems, pages about cookies, bots,
404s and subscriptions, content pages with a captcha widget or a consent banner, a CSS-only paywall
with the whole text present. Thin: aggregators, an A–Z index, a directory, tag clouds and a tag
archive, a monthly archive, a gallery and video pages with captions only, keyword-stuffed doorways,
quota and rate-limit notices served with 200, paywall ledes, soft 404s, consent, login, app and bot
walls, comment-only pages, an empty search and a teaser leading elsewhere. Thirty-seven languages,
five new layouts (`blind_chrome12`). Labels: what a researcher would want. Each page goes through
the public API only. First sight (main 926a89c): thin dropped 25/28, full kept 19/27; the misses
are listed in docs/benchmarks.md ("#17: blind round 12"); those still missed are `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome12 import page

CASES: list[Case] = []
_case = registry(CASES)

# ---------------------------------------------------------------- full: briefs


@_case("full-brief-rw", True, "https://amakuru-y-uyu-munsi.example/2026/12/07/gare-nshya")
def _brief_rw() -> bytes:
    text = (
        "<h1>Gare nshya ya Nyabugogo izafungurwa muri Mutarama</h1><p class='meta'>Ku wa 7 Ukuboza 2026</p>"
        "<p>Umujyi wa Kigali watangaje ko gare nshya ya Nyabugogo izatangira gukora mu kwezi kwa Mutarama. Izaba ifite aho imodoka magana atatu zihagarara n'isoko rito ry'abagenzi.</p>"
    )
    return page(
        "rw",
        "Amakuru y'Uyu Munsi",
        "Gare nshya ya Nyabugogo izafungurwa muri Mutarama",
        text,
        layout="magazine",
    )


@_case("full-brief-en-undated", True, "https://harbourtown-gazette.example/news/library-hours")
def _brief_en_undated() -> bytes:
    text = (
        "<h1>Central library extends its weekend hours</h1>"
        "<p>The central library on Quay Street will stay open until eight in the evening on Saturdays and Sundays from next month. "
        "The council said the change follows a survey in which most students asked for longer study hours at weekends.</p>"
    )
    return page(
        "en", "Harbourtown Gazette", "Central library extends its weekend hours", text, layout="nextjs"
    )


@_case("full-brief-mg", True, "https://gazety-vaovao.example/2026/12/07/rano-fisotro")
def _brief_mg() -> bytes:
    text = (
        "<h1>Hamboarina ny fantson-drano ao Antsirabe</h1><time datetime='2026-12-07'>7 Desambra 2026</time>"
        "<p>Hanomboka ny asa fanamboarana ny fantson-drano ao amin'ny tanàna ambony ao Antsirabe ny alatsinainy ho avy. Tsy hisy rano mandritra ny roa andro ireo fokontany efatra voakasika.</p>"
    )
    return page("mg", "Gazety Vaovao", "Hamboarina ny fantson-drano ao Antsirabe", text, layout="amp")


@_case("full-brief-th", True, "https://khao-wan-nee.example/local/2026/12/07/bus-route")
def _brief_th() -> bytes:
    text = (
        "<h1>เชียงใหม่เปิดเส้นทางรถเมล์สายใหม่ไปสนามบิน</h1><p class='date'>7 ธันวาคม 2569 เวลา 09:20 น.</p>"
        "<p>เทศบาลนครเชียงใหม่เปิดให้บริการรถเมล์สายใหม่จากประตูท่าแพไปยังสนามบินนานาชาติเชียงใหม่ ทุกยี่สิบนาที ตั้งแต่หกโมงเช้าถึงสี่ทุ่ม ค่าโดยสารตลอดสายยี่สิบบาท "
        "ผู้สูงอายุและนักเรียนได้รับส่วนลดครึ่งราคา</p>"
    )
    return page("th", "ข่าววันนี้", "เชียงใหม่เปิดเส้นทางรถเมล์สายใหม่ไปสนามบิน", text, layout="nextjs")


@_case("full-brief-ig", True, "https://akuko-ugbu-a.example/2026/12/07/okporo-uzo")
def _brief_ig() -> bytes:
    text = (
        "<h1>Gọọmentị Anambra ga-arụzi okporo ụzọ Onitsha</h1><p class='byline'>Site n'aka Chidi Okafor · 7 Disemba 2026</p>"
        "<p>Gọọmentị Steeti Anambra kwuru na ọrụ ndozi okporo ụzọ dị n'etiti Onitsha na Awka ga-amalite n'izu na-abịa. Ọrụ a ga-ewe ọnwa isii, a ga-emechikwa otu akụkụ ụzọ ahụ n'abalị.</p>"
    )
    return page("ig", "Akụkọ Ugbu a", "Gọọmentị Anambra ga-arụzi okporo ụzọ Onitsha", text, layout="magazine")


# ---------------------------------------------------------------- full: entries, scripts, tables, code, recipes


@_case("full-glossary-fo", True, "https://taknordabok.example/hugtak/dulkoda")
def _glossary_fo() -> bytes:
    text = (
        "<h1>Dulkoda</h1><p class='kind'>Hugtak · KT-trygd</p>"
        "<p>Dulkoda er ein háttur at seta upplýsingar í kodu, so at bert tann, sum hevur rætta lykilin, kann lesa tær. "
        "Tá ið tú nýtir netbankan, verða allar upplýsingar millum teldu tína og bankan dulkodaðar. "
        "Vit skilja ímillum samhvørva dulkoding, har sami lykil verður nýttur báðar vegir, og ósamhvørva dulkoding við einum almennum og einum privatum lykli.</p>"
        "<p>Sí eisini: <a href='/hugtak/lykilord'>lykilorð</a>, <a href='/hugtak/vottan'>vottan</a>.</p>"
    )
    return page("fo", "Tøknorðabók", "Dulkoda", text, layout="wiki")


@_case("full-dict-tt", True, "https://suzlek.example/tt/kitap")
def _dict_tt() -> bytes:
    text = (
        "<h1>китап</h1><p class='pos'><i>исем</i> · [kitap]</p>"
        "<ol class='senses'><li>Төпләнгән битләрдән торган басма яки кулъязма әсәр. <i>Яңа китап укый башладым.</i></li>"
        "<li>Зур әсәрнең аерым өлеше, томы. <i>Романның икенче китабы быел чыкты.</i></li>"
        "<li>Исәп-хисап алып бару өчен дәфтәр. <i>Кибет китабына язып куйдылар.</i></li></ol>"
        "<p class='etym'>Гарәп теленнән кергән сүз.</p>"
    )
    return page("tt", "Татар сүзлеге", "китап", text, layout="amp")


@_case("full-article-bo", True, "https://bod-kyi-gsar-gyur.example/2026/12/07/slob-grwa")
def _article_bo() -> bytes:
    text = (
        "<h1>ལྷ་སར་སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ།</h1><p class='date'>༢༠༢༦ ཟླ་ ༡༢ ཚེས་ ༧</p>"
        "<p>ལྷ་ས་གྲོང་ཁྱེར་དུ་དེ་རིང་སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་དང་། དེར་སློབ་ཕྲུག་བརྒྱད་བརྒྱ་ལྷག་ཙམ་ཡོད། སློབ་གྲྭ་འདིར་བོད་ཡིག་དང་རྩིས་རིག། ཚན་རིག་བཅས་སློབ་ཁྲིད་བྱེད་ཀྱི་ཡོད། "
        "སློབ་དཔོན་རྣམས་ཀྱིས་གསུངས་དོན་ལྟར་ན། དཔེ་མཛོད་ཁང་གསར་པ་ཞིག་ཀྱང་ལོ་རྗེས་མར་འཛུགས་རྒྱུ་ཡིན། ཕ་མ་ཚོས་སློབ་གྲྭ་འདི་ཁྱིམ་དང་ཉེ་བས་བུ་ཕྲུག་ཚོར་ཕན་ཐོགས་ཆེན་པོ་ཡོད་ཅེས་བཤད།</p>"
        "<p>ས་གནས་སྲིད་གཞུང་གིས་ལོ་རྗེས་མར་ཡུལ་ཚོ་ཁག་ཏུ་སློབ་གྲྭ་ཆུང་བ་གསུམ་སྔར་བཞིན་འཛུགས་རྒྱུའི་འཆར་གཞི་ཡོད་པ་བཤད།</p>"
    )
    return page("bo", "བོད་ཀྱི་གསར་འགྱུར།", "ལྷ་སར་སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ།", text, layout="hugo")


@_case("full-article-kn", True, "https://kannada-varthe.example/2026/12/07/kere-punaschetana")
def _article_kn() -> bytes:
    text = (
        "<h1>ಬೆಂಗಳೂರಿನ ಹೆಬ್ಬಾಳ ಕೆರೆಗೆ ಪುನಶ್ಚೇತನ</h1><p class='date'>ಡಿಸೆಂಬರ್ 7, 2026</p>"
        "<p>ಬೆಂಗಳೂರು ಮಹಾನಗರ ಪಾಲಿಕೆಯು ಹೆಬ್ಬಾಳ ಕೆರೆಯ ಪುನಶ್ಚೇತನ ಕಾಮಗಾರಿಯನ್ನು ಸೋಮವಾರ ಆರಂಭಿಸಿತು. ಕೆರೆಯ ಹೂಳೆತ್ತುವಿಕೆ, ಒಳಚರಂಡಿ ನೀರು ಸೇರದಂತೆ ತಡೆಗೋಡೆ ನಿರ್ಮಾಣ ಹಾಗೂ ನಡಿಗೆ ಪಥದ ಅಭಿವೃದ್ಧಿ ಯೋಜನೆಯಲ್ಲಿ ಸೇರಿವೆ. "
        "ಕಾಮಗಾರಿಗೆ ಸುಮಾರು ಇಪ್ಪತ್ತೆರಡು ಕೋಟಿ ರೂಪಾಯಿ ವೆಚ್ಚವಾಗಲಿದೆ ಎಂದು ಅಧಿಕಾರಿಗಳು ತಿಳಿಸಿದ್ದಾರೆ.</p>"
        "<p>ಸ್ಥಳೀಯ ನಿವಾಸಿಗಳು ಈ ನಿರ್ಧಾರವನ್ನು ಸ್ವಾಗತಿಸಿದ್ದು, ಕೆರೆಯ ಸುತ್ತಮುತ್ತ ವಲಸೆ ಹಕ್ಕಿಗಳ ಸಂಖ್ಯೆ ಹೆಚ್ಚಾಗುವ ನಿರೀಕ್ಷೆಯಿದೆ ಎಂದು ಪರಿಸರವಾದಿಗಳು ಅಭಿಪ್ರಾಯಪಟ್ಟಿದ್ದಾರೆ. ಕಾಮಗಾರಿ ಮುಂದಿನ ಮಳೆಗಾಲದೊಳಗೆ ಪೂರ್ಣಗೊಳ್ಳಲಿದೆ.</p>"
    )
    return page("kn", "ಕನ್ನಡ ವಾರ್ತೆ", "ಬೆಂಗಳೂರಿನ ಹೆಬ್ಬಾಳ ಕೆರೆಗೆ ಪುನಶ್ಚೇತನ", text, layout="magazine")


@_case("full-article-ml", True, "https://malayala-vartha.example/2026/12/07/vallamkali")
def _article_ml() -> bytes:
    text = (
        "<h1>പുന്നമടക്കായലിൽ വള്ളംകളി പരിശീലനം തുടങ്ങി</h1><p class='date'>2026 ഡിസംബർ 7</p>"
        "<p>അടുത്ത വർഷത്തെ വള്ളംകളി മത്സരത്തിനുള്ള പരിശീലനം ആലപ്പുഴയിലെ പുന്നമടക്കായലിൽ ഞായറാഴ്ച ആരംഭിച്ചു. പതിനാറ് ചുണ്ടൻവള്ളങ്ങളുടെ ടീമുകളാണ് ഇത്തവണ രജിസ്റ്റർ ചെയ്തിരിക്കുന്നത്. "
        "തുഴച്ചിൽക്കാർക്കായി പ്രത്യേക ആരോഗ്യപരിശോധനയും സംഘാടകസമിതി ഏർപ്പെടുത്തിയിട്ടുണ്ട്.</p>"
        "<p>കഴിഞ്ഞ വർഷം മഴ കാരണം മത്സരം രണ്ടുതവണ മാറ്റിവെക്കേണ്ടിവന്നിരുന്നു. ഇത്തവണ കാലാവസ്ഥാ മുന്നറിയിപ്പുകൾ കണക്കിലെടുത്ത് മത്സരതീയതി നേരത്തെ പ്രഖ്യാപിക്കുമെന്ന് ജില്ലാ കളക്ടർ അറിയിച്ചു.</p>"
    )
    return page("ml", "മലയാള വാർത്ത", "പുന്നമടക്കായലിൽ വള്ളംകളി പരിശീലനം തുടങ്ങി", text, layout="nextjs")


@_case("full-short-zh", True, "https://chengshi-bao.example/2026/12/07/ditie")
def _short_zh() -> bytes:
    text = (
        "<h1>地铁五号线南延段今日开通</h1><p class='info'>2026-12-07 08:00 来源：本报</p>"
        "<p>地铁五号线南延段今天上午正式开通运营，新增车站四座，全长七点八公里。开通初期，列车高峰时段间隔为四分钟，平峰时段为七分钟。"
        "沿线居民表示，以往进城需要换乘两次公交，现在坐地铁二十分钟就能到市中心。运营公司提醒乘客，新车站的部分出入口仍在施工，请按照指示牌通行。</p>"
    )
    return page("zh", "城市报", "地铁五号线南延段今日开通", text, layout="amp")


@_case("full-table-de", True, "https://wetterdienst-nord.example/klima/2026/november")
def _table_de() -> bytes:
    rows = "".join(
        f"<tr><td>{city}</td><td>{t}</td><td>{r}</td><td>{s}</td></tr>"
        for city, t, r, s in [
            ("Hamburg", "6,1", "84", "41"),
            ("Bremen", "6,4", "77", "45"),
            ("Kiel", "5,8", "92", "38"),
            ("Rostock", "5,5", "61", "52"),
            ("Hannover", "6,0", "70", "47"),
            ("Schwerin", "5,2", "66", "44"),
            ("Lübeck", "5,9", "79", "40"),
        ]
    )
    text = (
        "<h1>Klimabilanz November 2026: Norddeutschland</h1>"
        "<p>Der November war im Norden etwas milder als im langjährigen Mittel, die Niederschläge lagen an der Küste deutlich darüber.</p>"
        "<table class='klima'><thead><tr><th>Station</th><th>Mitteltemperatur (°C)</th><th>Niederschlag (mm)</th><th>Sonnenstunden</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        "<p class='note'>Vorläufige Werte, Stand 1. Dezember. Bezugszeitraum 1991–2020.</p>"
    )
    return page("de", "Wetterdienst Nord", "Klimabilanz November 2026: Norddeutschland", text, layout="wiki")


@_case("full-code-en", True, "https://tinyqueue.example/docs/retry")
def _code_en() -> bytes:
    text = (
        "<h1>retry()</h1><p>Wrap a job so that it is retried with exponential backoff.</p>"
        "<pre><code>from tinyqueue import retry\n\n@retry(attempts=5, base=0.5, cap=30)\ndef fetch(url):\n    return client.get(url)\n</code></pre>"
        "<h2>Parameters</h2><dl><dt><code>attempts</code></dt><dd>Maximum number of tries, including the first one.</dd>"
        "<dt><code>base</code></dt><dd>First delay in seconds; doubled after each failure.</dd>"
        "<dt><code>cap</code></dt><dd>Upper bound for a single delay.</dd></dl>"
        "<h2>Raises</h2><p><code>RetryError</code> once every attempt failed; its <code>__cause__</code> is the last exception.</p>"
        "<pre><code>try:\n    fetch('https://example.org')\nexcept RetryError as err:\n    log.warning('gave up: %s', err.__cause__)\n</code></pre>"
    )
    return page("en", "tinyqueue docs", "retry()", text, layout="hugo")


@_case("full-recipe-ceb", True, "https://lutong-bisaya.example/resipe/humba")
def _recipe_ceb() -> bytes:
    text = (
        "<h1>Humba</h1><p class='meta'>Andam: 15 minutos · Luto: 1 oras 30 minutos · Para sa 6</p>"
        "<h2>Sangkap</h2><ul class='ingredients'><li>1 kilo liempo</li><li>1/2 tasa toyo</li><li>1/4 tasa suka</li>"
        "<li>3 kutsara asukar nga pula</li><li>1 ka ulo ahos</li><li>2 ka dahon sa laurel</li><li>1/2 tasa tausi</li></ul>"
        "<h2>Pamaagi</h2><ol class='steps'><li>Hiwaa ang liempo og dagkong piraso ug ipaputi sa kaha.</li>"
        "<li>Isagol ang toyo, suka, asukar, ahos ug laurel, unya butangi og duha ka tasa nga tubig.</li>"
        "<li>Pabukala ug pahinayi ang kalayo, lutoa hangtod molambot ang karne.</li><li>Isagol ang tausi sa katapusang napulo ka minutos.</li></ol>"
    )
    return page("ceb", "Lutong Bisaya", "Humba", text, layout="magazine")


@_case("full-recipe-ja", True, "https://okazu-note.example/recipe/4471")
def _recipe_ja() -> bytes:
    text = (
        "<h1>ほうれん草のごま和え</h1><p class='lead'>調理時間10分・2人分</p>"
        "<h2>材料</h2><ul class='ingredients'><li>ほうれん草 1束</li><li>白すりごま 大さじ2</li><li>砂糖 小さじ1</li><li>しょうゆ 小さじ2</li></ul>"
        "<h2>作り方</h2><ol><li>ほうれん草は根元を切り落とし、塩を入れた熱湯で1分ゆでて冷水にとる。</li>"
        "<li>水気をしっかり絞り、4センチの長さに切る。</li><li>ボウルにごま、砂糖、しょうゆを混ぜ、ほうれん草を加えて和える。</li></ol>"
    )
    return page("ja", "おかずノート", "ほうれん草のごま和え", text, layout="nextjs")


# ---------------------------------------------------------------- full: FAQ, poems


@_case("full-faq-pt", True, "https://transportes-lisboa.example/ajuda/passe")
def _faq_pt() -> bytes:
    qa = [
        (
            "Quem pode pedir o passe jovem?",
            "Qualquer residente entre os 13 e os 23 anos, com cartão de cidadão válido.",
        ),
        ("Quanto custa?", "O passe jovem é gratuito; paga apenas a emissão do cartão, sete euros."),
        ("Posso usá-lo nos barcos?", "Sim, é válido em todos os operadores da área metropolitana."),
        (
            "O que faço se o perder?",
            "Peça uma segunda via numa loja; o saldo e os títulos passam para o novo cartão.",
        ),
    ]
    text = "<h1>Perguntas frequentes: passe jovem</h1>" + "".join(
        f"<h3 class='faq-q'>{q}</h3><div class='faq-a'><p>{a}</p></div>" for q, a in qa
    )
    return page("pt", "Transportes de Lisboa", "Perguntas frequentes: passe jovem", text, layout="amp")


@_case("full-faq-ky", True, "https://salyk-kyzmaty.example/ky/suroo-joop")
def _faq_ky() -> bytes:
    qa = [
        (
            "Декларацияны качанга чейин тапшыруу керек?",
            "Жылдык декларация кийинки жылдын 1-мартына чейин тапшырылат.",
        ),
        (
            "Онлайн тапшырса болобу?",
            "Ооба, жеке кабинет аркылуу электрондук колтамга менен тапшырууга болот.",
        ),
        ("Кечиктирсем эмне болот?", "Ар бир кечиктирилген ай үчүн айып пул салынат."),
    ]
    items = "".join(
        f"<div class='accordion-item'><button class='accordion-btn' aria-expanded='false'>{q}</button><div class='accordion-panel' hidden><p>{a}</p></div></div>"
        for q, a in qa
    )
    text = f"<h1>Көп берилүүчү суроолор</h1><div class='accordion'>{items}</div>"
    return page("ky", "Салык кызматы", "Көп берилүүчү суроолор", text, layout="nextjs")


@_case("full-faq-ar", True, "https://maktaba-amma.example/faq")
def _faq_ar() -> bytes:
    qa = [
        (
            "كيف أحصل على بطاقة المكتبة؟",
            "أحضر بطاقة الهوية وإثبات السكن إلى مكتب الاستقبال، وتصدر البطاقة في اليوم نفسه.",
        ),
        ("كم كتابًا يمكنني استعارته؟", "حتى خمسة كتب لمدة ثلاثة أسابيع، ويمكن تجديدها مرة واحدة."),
        ("هل المكتبة مفتوحة يوم الجمعة؟", "نعم، من الساعة الثانية ظهرًا حتى الثامنة مساءً."),
    ]
    faq = ld(
        {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {"@type": "Question", "name": q, "acceptedAnswer": {"@type": "Answer", "text": a}}
                for q, a in qa
            ],
        }
    )
    text = (
        "<h1>الأسئلة الشائعة</h1><dl class='faq'>"
        + "".join(f"<dt>{q}</dt><dd>{a}</dd>" for q, a in qa)
        + "</dl>"
    )
    return page("ar", "المكتبة العامة", "الأسئلة الشائعة", text, layout="wiki", head=faq)


@_case("full-poem-yi", True, "https://lider-bukh.example/lider/der-regn")
def _poem_yi() -> bytes:
    lines = [
        "דער רעגן קלאַפּט אין פֿענצטער",
        "ווי אַ גאַסט וואָס האָט פֿאַרגעסן",
        "דעם וועג צוריק אַהיים;",
        "",
        "איך עפֿן אים די טיר,",
        "ער זעצט זיך לעבן מיר",
        "און שווײַגט מיט מיר צוזאַמען.",
        "",
        "אין דער פֿרי איז ער אַוועק,",
        "נאָר אויפֿן שויב איז געבליבן",
        "זײַן שטילער, נאַסער נאָמען.",
    ]
    stanzas = "<br>".join(lines).split("<br><br>")
    text = "<h1>דער רעגן</h1><p class='author'>ליד פֿון חנה גאָלדבערג</p>" + "".join(
        f"<p class='stanza'>{s}</p>" for s in stanzas
    )
    return page("yi", "לידער־בוך", "דער רעגן", text, layout="hugo")


@_case("full-poem-ru", True, "https://stihi-kazhdyi-den.example/2026/12/07/zimnee-utro")
def _poem_ru() -> bytes:
    text = (
        "<h1>Станция</h1><p class='by'>Ирина Лебедева</p><div class='poem'>"
        "<p>Пустая станция в снегу,<br>фонарь качается устало,<br>и я всё жду и не могу<br>понять, чего мне не хватало.</p>"
        "<p>Гудок — и поезд мимо, мимо,<br>и окна, окна, как страницы,<br>где чья-то жизнь неповторимо<br>на миг успела мне присниться.</p>"
        "</div>"
    )
    return page("ru", "Стихи каждый день", "Станция", text, layout="magazine")


# ---------------------------------------------------------------- full: about walls, beside widgets


@_case("full-about-cookies-pl", True, "https://poradnik-cyfrowy.example/ciasteczka-co-to")
def _about_cookies_pl() -> bytes:
    text = (
        "<h1>Czym są ciasteczka i czy trzeba je akceptować?</h1><p class='date'>7 grudnia 2026</p>"
        "<p>Ciasteczka (cookies) to małe pliki zapisywane przez stronę w przeglądarce. Dzięki nim sklep pamięta zawartość koszyka, a serwis informacyjny – że wybraliśmy tryb ciemny. "
        "Część ciasteczek służy jednak do śledzenia nas między stronami i budowania profilu reklamowego.</p>"
        "<p>Baner z pytaniem o zgodę nie jest pułapką: przycisk „Odrzuć wszystkie” musi być tak samo widoczny jak „Akceptuję”. Odmowa nie może blokować dostępu do treści, "
        "a zgodę można w każdej chwili wycofać w ustawieniach prywatności strony.</p>"
        "<p>Warto raz w miesiącu wyczyścić ciasteczka w przeglądarce albo używać trybu prywatnego na stronach, z których korzystamy rzadko.</p>"
    )
    return page(
        "pl", "Poradnik Cyfrowy", "Czym są ciasteczka i czy trzeba je akceptować?", text, layout="amp"
    )


@_case("full-about-bots-fr", True, "https://journal-du-net-libre.example/2026/12/robots-verification")
def _about_bots_fr() -> bytes:
    text = (
        "<h1>Pourquoi les sites vous demandent de prouver que vous n'êtes pas un robot</h1>"
        "<p class='chapo'>Les cases « Je ne suis pas un robot » se multiplient. Derrière elles, une course entre éditeurs et robots d'aspiration.</p>"
        "<p>Lorsque vous voyez la page « Vérification de votre navigateur », le site mesure en quelques secondes la façon dont votre navigateur exécute du JavaScript, "
        "la cohérence de son empreinte et la réputation de votre adresse IP. Un trafic jugé suspect reçoit un captcha, le reste passe sans s'en apercevoir.</p>"
        "<p>Ces contrôles ont un coût : les personnes malvoyantes peinent avec les captchas visuels, et les utilisateurs de VPN sont souvent bloqués. "
        "La CNIL rappelle que les données collectées pour détecter les robots ne peuvent pas servir à la publicité.</p>"
    )
    return page(
        "fr",
        "Journal du Net Libre",
        "Pourquoi les sites vous demandent de prouver que vous n'êtes pas un robot",
        text,
        layout="nextjs",
    )


@_case("full-about-404-dv", True, "https://tech-dhivehi.example/2026/12/404")
def _about_404_dv() -> bytes:
    text = (
        "<h1>404 ގެ މާނައަކީ ކޮބާ؟</h1>"
        "<p>ވެބްސައިޓެއްގައި ތިޔަ ހޯދަން އުޅޭ ޞަފްޙާއެއް ނުފެނުނީމަ ސާވަރުން ފޮނުވާ ކޯޑަކީ 404 އެވެ. އެއީ ޞަފްޙާ ފޮހެލާފައިވުން، ނުވަތަ ލިންކު ގޯސްކޮށް ލިޔެވިފައިވުމުން ދިމާވާ ކަމެކެވެ.</p>"
        "<p>ވެބްސައިޓް ހިންގާ މީހުން ކުރަންވީ، ބަދަލުކުރި ލިންކުތަކަށް ރީޑައިރެކްޓް ހެދުމާއި، ކިޔުންތެރިން އެހެން ޞަފްޙާތަކަށް ގެންދެވޭނެ ރަނގަޅު 404 ޞަފްޙާއެއް ތައްޔާރުކުރުމެވެ. "
        "ގޫގަލް ފަދަ ސާޗް އިންޖީނުތަކުން 404 ދައްކާ ޞަފްޙާތައް އިންޑެކްސްއިން ނަގާލައެވެ.</p>"
    )
    return page("dv", "ޓެކް ދިވެހި", "404 ގެ މާނައަކީ ކޮބާ؟", text, layout="hugo")


@_case("full-about-paywall-ku", True, "https://nuce-medya.example/2026/12/abonetî")
def _about_paywall_ku() -> bytes:
    text = (
        "<h1>Çima rojname ji bo nûçeyan abonetî dixwazin?</h1><p class='date'>7ê Kanûnê 2026</p>"
        "<p>Di van salên dawî de gelek rojnameyan dîwarê peredanê danîne: çend paragrafên pêşîn belaş in, paşê ji xwendevan tê xwestin ku abone bibe. "
        "Rojname dibêjin ku reklam êdî têra xebata rojnamevaniyê nakin.</p>"
        "<p>Lêkolînek nû nîşan dide ku xwendevanên ciwan zêdetir amade ne ji bo podcast û nûçenameyên e-nameyê pere bidin, ne ji bo malperê. "
        "Hin rojname jî modela bexşê diceribînin, ku her kes dikare bixwîne û yên ku dikarin alîkarî dikin.</p>"
    )
    return page("ku", "Nûçe Medya", "Çima rojname ji bo nûçeyan abonetî dixwazin?", text, layout="magazine")


@_case("full-captcha-it", True, "https://cucina-e-orto.example/blog/pomodori-invernali")
def _captcha_it() -> bytes:
    text = (
        "<h1>Come conservare i pomodori per l'inverno</h1><p class='date'>7 dicembre 2026</p>"
        "<p>Chi ha un orto sa che ad agosto i pomodori sono troppi e a gennaio mancano. Il metodo più semplice è la passata: si lavano, si tagliano a pezzi e si cuociono per venti minuti, "
        "poi si passano al passaverdure e si imbottigliano ancora caldi.</p>"
        "<p>Le bottiglie vanno sterilizzate bollendole per mezz'ora, coperte d'acqua, e lasciate raffreddare nella pentola. Conservate al buio, durano fino all'estate successiva. "
        "Per i pomodorini si può invece provare l'essiccazione al sole, con un po' di sale, oppure in forno a ottanta gradi per sei ore.</p>"
        "<section class='comments'><h3>Lascia un commento</h3><form method='post' action='/wp-comments-post.php'>"
        "<textarea name='comment' placeholder='Commento'></textarea><input name='author' placeholder='Nome'><input name='email' placeholder='Email'>"
        "<div class='g-recaptcha' data-sitekey='6Lc-example'></div><p class='hint'>Verifica di non essere un robot.</p><button type='submit'>Invia</button></form></section>"
        "<script src='https://www.google.com/recaptcha/api.js' async defer></script>"
    )
    return page("it", "Cucina e Orto", "Come conservare i pomodori per l'inverno", text, layout="hugo")


@_case("full-consent-banner-hi", True, "https://hindi-samachar-seva.example/2026/12/07/metro")
def _consent_banner_hi() -> bytes:
    text = (
        "<h1>पुणे मेट्रो की नई लाइन पर परीक्षण शुरू</h1><p class='date'>7 दिसंबर 2026</p>"
        "<p>पुणे मेट्रो की हिंजवडी से शिवाजीनगर तक की नई लाइन पर रविवार को परीक्षण शुरू हो गया। अधिकारियों के अनुसार, तेईस किलोमीटर लंबी इस लाइन पर तेईस स्टेशन होंगे और यात्री सेवा मार्च तक शुरू होने की उम्मीद है।</p>"
        "<p>आईटी पार्क में काम करने वाले लाखों कर्मचारियों को इससे रोज़ के जाम से राहत मिलेगी। परीक्षण के दौरान ट्रेन की गति, ब्रेकिंग और सिग्नल प्रणाली की जाँच की जा रही है।</p>"
    )
    banner = (
        "<div id='cookie-consent' class='cc-banner' role='dialog' aria-label='cookie'><p>हम आपके अनुभव को बेहतर बनाने के लिए कुकीज़ का उपयोग करते हैं। "
        "जारी रखकर आप हमारी कुकी नीति से सहमत होते हैं।</p><button class='cc-accept'>स्वीकार करें</button><button class='cc-reject'>अस्वीकार करें</button>"
        "<a href='/cookie-policy'>कुकी नीति</a></div>"
    )
    return page("hi", "हिंदी समाचार सेवा", "पुणे मेट्रो की नई लाइन पर परीक्षण शुरू", text, layout="amp", extra=banner)


@_case("full-css-paywall-tr", True, "https://ekonomi-gundem.example/2026/12/07/faiz-karari")
def _css_paywall_tr() -> bytes:
    text = (
        "<h1>Merkez Bankası faizi sabit tuttu</h1><p class='date'>7 Aralık 2026</p>"
        "<div class='article-body premium-locked' style='max-height:180px;overflow:hidden'>"
        "<p>Merkez Bankası Para Politikası Kurulu, politika faizini yüzde 32'de sabit bıraktı. Kurul, enflasyonun ana eğiliminde gerileme görüldüğünü ancak gıda fiyatlarındaki oynaklığın sürdüğünü belirtti.</p>"
        "<p>Ekonomistlerin çoğu kararı bekliyordu. Piyasalarda karar sonrası dolar kuru yatay seyrederken, borsa günü yüzde bir artıyla tamamladı.</p>"
        "<p>Kurul, önümüzdeki toplantılarda veri akışına göre hareket edeceğini ve gerekirse sıkılaştırmaya devam edeceğini vurguladı. Bir sonraki toplantı ocak ayının son haftasında yapılacak.</p>"
        "</div><div class='paywall-overlay'><p>Bu haberin devamını okumak için abone olun.</p><a class='btn' href='/abonelik'>Abone ol</a></div>"
    )
    return page("tr", "Ekonomi Gündem", "Merkez Bankası faizi sabit tuttu", text, layout="magazine")


# ---------------------------------------------------------------- thin: aggregators, indexes, directories, tags


@_case("thin-aggregator-kn", False, "https://suddi-sangraha.example/")
def _aggregator_kn() -> bytes:
    items = [
        ("ಮೈಸೂರು ದಸರಾ: ಅಂಬಾರಿ ಮೆರವಣಿಗೆಗೆ ಸಿದ್ಧತೆ", "ಪ್ರಜಾ ಪತ್ರಿಕೆ"),
        ("ಬೆಳಗಾವಿ ಅಧಿವೇಶನ ಇಂದಿನಿಂದ", "ದಿನವಾಣಿ"),
        ("ಕಾವೇರಿ ನೀರು: ಇಂದು ಮಹತ್ವದ ಸಭೆ", "ಕನ್ನಡ ಟೈಮ್ಸ್"),
        ("ರಣಜಿ: ಕರ್ನಾಟಕಕ್ಕೆ ಭರ್ಜರಿ ಗೆಲುವು", "ಕ್ರೀಡಾ ಲೋಕ"),
        ("ಚಿನ್ನದ ದರ ಮತ್ತೆ ಏರಿಕೆ", "ವಾಣಿಜ್ಯ ವಾರ್ತೆ"),
        ("ಹೊಸ ವರ್ಷಕ್ಕೆ ಮೆಟ್ರೋ ಹೆಚ್ಚುವರಿ ಸೇವೆ", "ನಗರ ಸುದ್ದಿ"),
        ("ಶಾಲೆಗಳಿಗೆ ಚಳಿಗಾಲದ ರಜೆ ಘೋಷಣೆ", "ಪ್ರಜಾ ಪತ್ರಿಕೆ"),
    ]
    cards = "".join(
        f"<div class='story'><a href='https://source{i}.example/s/{i}'>{h}</a><span class='src'>{s} · {i + 1} ಗಂಟೆ ಹಿಂದೆ</span></div>"
        for i, (h, s) in enumerate(items)
    )
    text = f"<h1>ಇಂದಿನ ಪ್ರಮುಖ ಸುದ್ದಿಗಳು</h1>{cards}"
    return page("kn", "ಸುದ್ದಿ ಸಂಗ್ರಹ", "ಇಂದಿನ ಪ್ರಮುಖ ಸುದ್ದಿಗಳು", text, layout="nextjs")


@_case("thin-index-ru", False, "https://entsiklopediya-goroda.example/ukazatel/k")
def _index_ru() -> bytes:
    letters = "".join(f"<a href='/ukazatel/{c}'>{c}</a> " for c in "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ")
    terms = [
        "Каменный мост",
        "Канал Грибоедова",
        "Карповка",
        "Кировский завод",
        "Кожевенная линия",
        "Коломна",
        "Конюшенная площадь",
        "Крестовский остров",
        "Кронверк",
        "Купчино",
        "Кузнечный рынок",
    ]
    items = "".join(f"<li><a href='/statya/{i}'>{t}</a></li>" for i, t in enumerate(terms))
    text = f"<h1>Указатель статей: К</h1><div class='letters'>{letters}</div><ul class='index'>{items}</ul>"
    return page("ru", "Энциклопедия города", "Указатель статей: К", text, layout="wiki")


@_case("thin-directory-tr", False, "https://esnaf-rehberi.example/izmir/tesisatci")
def _directory_tr() -> bytes:
    firms = [
        ("Ege Tesisat", "Bornova", "0232 555 10 20"),
        ("Usta Su Tesisatı", "Karşıyaka", "0232 555 11 31"),
        ("Körfez Sıhhi Tesisat", "Buca", "0232 555 42 18"),
        ("Yıldız Tesisat", "Konak", "0232 555 77 02"),
        ("Doğan Petek Temizleme", "Çiğli", "0232 555 63 90"),
        ("Kaya Tesisat ve Isıtma", "Bayraklı", "0232 555 29 44"),
    ]
    cards = "".join(
        f"<div class='listing'><h3><a href='/firma/{i}'>{n}</a></h3><p>{d}, İzmir · <a href='tel:{t}'>{t}</a></p><span class='stars'>★★★★☆</span></div>"
        for i, (n, d, t) in enumerate(firms)
    )
    text = f"<h1>İzmir tesisatçılar</h1><p class='count'>6 firma bulundu</p>{cards}"
    return page("tr", "Esnaf Rehberi", "İzmir tesisatçılar", text, layout="amp")


@_case("thin-tagcloud-ja", False, "https://tabi-blog.example/tags")
def _tagcloud_ja() -> bytes:
    tags = [
        "京都",
        "温泉",
        "紅葉",
        "ラーメン",
        "北海道",
        "カフェ",
        "鉄道",
        "城",
        "桜",
        "沖縄",
        "寺",
        "絶景",
        "一人旅",
        "夜景",
        "駅弁",
        "世界遺産",
        "島",
        "雪",
    ]
    cloud = " ".join(
        f"<a class='tag size{i % 5}' href='/tag/{t}'>{t}</a><span class='n'>({(i * 7) % 40 + 2})</span>"
        for i, t in enumerate(tags)
    )
    text = f"<h1>タグ一覧</h1><div class='tagcloud'>{cloud}</div>"
    return page("ja", "旅ブログ", "タグ一覧", text, layout="hugo")


@_case("thin-tagarchive-fy", False, "https://fryske-blog.example/tag/reidride")
def _tagarchive_fy() -> bytes:
    posts = [
        ("Earste kear op it iis by Earnewâld", "12 jannewaris 2026"),
        ("Reidride op de Sneekermar: in ferslach", "3 febrewaris 2025"),
        ("De Alvestêdetocht: sil it ea wer?", "18 desimber 2024"),
        ("Nije reedriders klup yn Drachten", "9 novimber 2024"),
        ("Iis of gjin iis? Wat it waarmodel seit", "27 jannewaris 2024"),
    ]
    items = "".join(f"<li><a href='/p/{i}'>{t}</a> <time>{d}</time></li>" for i, (t, d) in enumerate(posts))
    text = f"<h1>Berjochten mei it label: reidride</h1><ul class='archive'>{items}</ul><a class='next' href='?side=2'>Âldere berjochten »</a>"
    return page("fy", "Fryske Blog", "Berjochten mei it label: reidride", text, layout="magazine")


@_case("thin-tagcloud-ky", False, "https://kabar-portal.example/tegter")
def _tagcloud_ky() -> bytes:
    tags = [
        "Бишкек",
        "Ош",
        "шайлоо",
        "экономика",
        "мигранттар",
        "билим берүү",
        "саламаттык",
        "спорт",
        "Ысык-Көл",
        "жол курулушу",
        "салык",
        "маданият",
        "футбол",
        "аба ырайы",
    ]
    cloud = ", ".join(
        f"<a href='/teg/{i}' style='font-size:{12 + i % 6}px'>{t}</a>" for i, t in enumerate(tags)
    )
    text = f"<h2>Тегдер</h2><p class='cloud'>{cloud}</p>"
    return page("ky", "Кабар портал", "Тегдер", text, layout="amp")


@_case("thin-archive-pt", False, "https://cronicas-do-porto.example/2026/11/")
def _archive_pt() -> bytes:
    posts = [
        "Ribeira ganha novo cais",
        "Feira do livro fecha com recorde",
        "Metro: linha rosa atrasa",
        "Obras na Avenida dos Aliados",
        "Estádio recebe concerto",
        "Mercado do Bolhão faz um ano",
        "Nova ciclovia na marginal",
        "Bairro do Aleixo: o que falta",
    ]
    cards = "".join(
        f"<article class='teaser'><h2><a href='/2026/11/{i}'>{t}</a></h2><p class='date'>{28 - 3 * i} de novembro de 2026</p><a class='more' href='/2026/11/{i}'>Ler mais</a></article>"
        for i, t in enumerate(posts)
    )
    text = f"<h1>Arquivo: novembro de 2026</h1>{cards}<nav class='pages'><a href='?p=2'>2</a> <a href='?p=3'>3</a></nav>"
    return page("pt", "Crónicas do Porto", "Arquivo: novembro de 2026", text, layout="nextjs")


# ---------------------------------------------------------------- thin: media, doorways, notices


@_case("thin-gallery-mi", False, "https://whakaahua-aotearoa.example/kohinga/matariki")
def _gallery_mi() -> bytes:
    shots = [
        "Ka whiti a Matariki ki runga o Tāmaki",
        "Te hākari i te marae",
        "Ngā manu aute i te rangi",
        "Ngā tamariki e waiata ana",
        "Te ahi i te pō",
    ]
    figs = "".join(
        f"<figure><img src='/m/{i}.jpg' alt='{s}'><figcaption>{s}</figcaption></figure>"
        for i, s in enumerate(shots)
    )
    text = f"<h1>Matariki 2026: ngā whakaahua</h1><div class='gallery'>{figs}</div><p class='credit'>Whakaahua: Hēmi Ruatapu</p>"
    return page("mi", "Whakaahua Aotearoa", "Matariki 2026: ngā whakaahua", text, layout="magazine")


@_case("thin-video-ht", False, "https://tele-lakay.example/videyo/kanaval-2026")
def _video_ht() -> bytes:
    text = (
        "<h1>Kanaval Jakmèl 2026: pi bèl moman yo</h1>"
        "<div class='player'><video controls poster='/v/kanaval.jpg'><source src='/v/kanaval.mp4' type='video/mp4'></video></div>"
        "<p class='caption'>Gade defile a nan lari Jakmèl yo.</p><p class='views'>12 450 vizyonman · 3 jou de sa</p>"
        "<div class='up-next'><h3>Pwochen videyo</h3><a href='/videyo/1'>Rara nan Leyogàn</a><a href='/videyo/2'>Konpa dirèk an dirèk</a></div>"
    )
    return page("ht", "Tele Lakay", "Kanaval Jakmèl 2026: pi bèl moman yo", text, layout="nextjs")


@_case("thin-video-or", False, "https://odia-tv.example/video/rath-yatra-highlights")
def _video_or() -> bytes:
    text = (
        "<h1>ରଥଯାତ୍ରା ୨୦୨୬: ମୁଖ୍ୟ ମୁହୂର୍ତ୍ତ</h1>"
        "<div class='video-embed'><iframe src='https://player.example/embed/88xq' allowfullscreen></iframe></div>"
        "<p class='desc'>ପୁରୀ ରଥଯାତ୍ରାର ସିଧା ପ୍ରସାରଣର ମୁଖ୍ୟ ଅଂଶ।</p><p class='tags'>#ରଥଯାତ୍ରା #ପୁରୀ #ଜଗନ୍ନାଥ</p>"
    )
    return page("or", "ଓଡ଼ିଆ ଟିଭି", "ରଥଯାତ୍ରା ୨୦୨୬: ମୁଖ୍ୟ ମୁହୂର୍ତ୍ତ", text, layout="amp")


@_case("thin-doorway-pl", False, "https://tanie-kredyty-warszawa.example/")
def _doorway_pl() -> bytes:
    text = (
        "<h1>Tanie kredyty Warszawa – kredyt gotówkowy Warszawa</h1>"
        "<p>Szukasz tanie kredyty Warszawa? Tanie kredyty Warszawa to najlepszy kredyt gotówkowy Warszawa. Kredyt gotówkowy Warszawa bez BIK, tanie kredyty Warszawa bez zaświadczeń. "
        "Najlepsze tanie kredyty Warszawa i kredyt gotówkowy Warszawa online. Tanie kredyty Warszawa Mokotów, tanie kredyty Warszawa Praga, tanie kredyty Warszawa Wola.</p>"
        "<p>Kredyt gotówkowy Warszawa – tanie kredyty Warszawa – pożyczki Warszawa – chwilówki Warszawa – kredyt Warszawa.</p>"
        "<a class='cta' href='/wniosek'>Złóż wniosek</a>"
    )
    return page(
        "pl",
        "Tanie Kredyty Warszawa",
        "Tanie kredyty Warszawa – kredyt gotówkowy Warszawa",
        text,
        layout="hugo",
    )


@_case("thin-doorway-vi", False, "https://sua-dieu-hoa-ha-noi.example/sua-dieu-hoa-cau-giay")
def _doorway_vi() -> bytes:
    text = (
        "<h1>Sửa điều hòa Cầu Giấy giá rẻ – sửa điều hòa tại nhà Cầu Giấy</h1>"
        "<p>Sửa điều hòa Cầu Giấy uy tín, sửa điều hòa Cầu Giấy giá rẻ, sửa điều hòa tại nhà Cầu Giấy nhanh. Dịch vụ sửa điều hòa Cầu Giấy, bảo dưỡng điều hòa Cầu Giấy, nạp gas điều hòa Cầu Giấy. "
        "Gọi ngay sửa điều hòa Cầu Giấy để được sửa điều hòa Cầu Giấy tốt nhất.</p>"
        "<ul><li>Sửa điều hòa Dịch Vọng</li><li>Sửa điều hòa Nghĩa Đô</li><li>Sửa điều hòa Mai Dịch</li><li>Sửa điều hòa Quan Hoa</li></ul>"
        "<p class='hotline'>Hotline: 0988 000 111</p>"
    )
    return page("vi", "Sửa Điều Hòa Hà Nội", "Sửa điều hòa Cầu Giấy giá rẻ", text, layout="magazine")


@_case("thin-quota-zh", False, "https://api-wendang.example/v2/search?q=metro")
def _quota_zh() -> bytes:
    text = (
        "<div class='notice'><h2>今日调用次数已用完</h2><p>您的免费套餐每日可调用 1000 次，今日额度已用尽，将于北京时间 00:00 重置。</p>"
        "<p>如需继续使用，请<a href='/pricing'>升级套餐</a>。</p></div>"
    )
    return page("zh", "API 文档中心", "请求受限", text, layout="nextjs", side=False)


@_case("thin-ratelimit-tg", False, "https://kitobkhona-online.example/search?q=rudaki")
def _ratelimit_tg() -> bytes:
    text = (
        "<h1>Дархостҳо аз ҳад зиёданд</h1><p>Шумо дар муддати кӯтоҳ дархостҳои зиёд фиристодед. Лутфан пас аз чанд дақиқа дубора кӯшиш кунед.</p>"
        "<p class='code'>Хато 429</p>"
    )
    return page("tg", "Китобхонаи онлайн", "Дархостҳо аз ҳад зиёданд", text, layout="wiki", side=False)


@_case("thin-paywall-fr", False, "https://le-quotidien-regional.example/economie/2026/12/07/usine-fermeture")
def _paywall_fr() -> bytes:
    text = (
        "<h1>Fermeture de l'usine de Villers : les salariés face à l'incertitude</h1><p class='date'>Publié le 7 décembre 2026</p>"
        "<p class='chapo'>Trois cents emplois sont menacés par l'annonce de la direction. Les syndicats réclament un plan de reprise.</p>"
        "<p>Devant les grilles de l'usine, lundi matin, l'ambiance était lourde. Beaucoup apprenaient la nouvelle par la presse</p>"
        "<div class='paywall'><p class='paywall-title'>Cet article est réservé aux abonnés.</p><p>Déjà abonné ? <a href='/connexion'>Se connecter</a></p>"
        "<a class='btn-abo' href='/abonnement'>Je m'abonne – 1 € le premier mois</a></div>"
    )
    return page(
        "fr",
        "Le Quotidien Régional",
        "Fermeture de l'usine de Villers : les salariés face à l'incertitude",
        text,
        layout="amp",
    )


@_case("thin-paywall-ko", False, "https://hangyeong-ilbo.example/article/20261207001")
def _paywall_ko() -> bytes:
    text = (
        "<h1>반도체 수출 석 달 연속 증가… 내년 전망은</h1><p class='date'>입력 2026.12.07 06:00</p>"
        "<p>반도체 수출이 석 달 연속 증가세를 이어갔다. 산업통상자원부에 따르면 지난달 반도체 수출액은 전년 같은 달보다 18% 늘었다.</p>"
        "<div class='premium-gate'><p>이 기사는 프리미엄 회원 전용입니다. 구독하고 전체 기사를 읽어보세요.</p><button>구독하기</button> <a href='/login'>로그인</a></div>"
    )
    return page("ko", "한경일보", "반도체 수출 석 달 연속 증가… 내년 전망은", text, layout="magazine")


@_case("thin-soft404-ps", False, "https://pashto-khabaroona.example/2026/10/zor-matlab")
def _soft404_ps() -> bytes:
    text = (
        "<h1>بښنه غواړو، دا پاڼه ونه موندل شوه</h1><p>کېدای شي دا پاڼه لرې شوې وي یا یې پته بدله شوې وي.</p>"
        "<form action='/search'><input name='q'><button>لټون</button></form><p><a href='/'>کور پاڼې ته ستنېدل</a></p>"
    )
    return page("ps", "پښتو خبرونه", "پاڼه ونه موندل شوه", text, layout="hugo")


@_case("thin-soft404-it", False, "https://viaggi-in-treno.example/itinerari/sardegna-verde")
def _soft404_it() -> bytes:
    sugg = [
        "Il Trenino Verde della Sardegna",
        "Da Cagliari ad Arbatax in treno",
        "Le ferrovie storiche d'Italia",
        "Bernina Express: guida pratica",
    ]
    items = "".join(f"<li><a href='/itinerari/{i}'>{s}</a></li>" for i, s in enumerate(sugg))
    text = (
        "<div class='error-page'><h1>Ops! Qui non c'è niente</h1><p>La pagina che cercavi non esiste più o è stata spostata.</p>"
        f"<h3>Forse ti interessano:</h3><ul>{items}</ul></div>"
    )
    return page("it", "Viaggi in Treno", "Pagina non trovata", text, layout="magazine")


# ---------------------------------------------------------------- thin: walls, comments, search, teaser


@_case("thin-consent-de", False, "https://regionalzeitung-sued.example/lokales/2026/12/07/weihnachtsmarkt")
def _consent_de() -> bytes:
    text = (
        "<div class='consent-wall'><h2>Wir brauchen Ihre Zustimmung</h2>"
        "<p>Wir und unsere 187 Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und die Nutzung unseres Angebots zu analysieren. "
        "Sie können Ihre Auswahl jederzeit unter „Privatsphäre“ ändern.</p>"
        "<button class='accept'>Alle akzeptieren</button> <a class='pur' href='/pur-abo'>Ohne Werbung lesen für 2,99 €/Monat</a> <a href='/einstellungen'>Einstellungen</a></div>"
    )
    return page(
        "de", "Regionalzeitung Süd", "Weihnachtsmarkt öffnet am Freitag", text, layout="nextjs", side=False
    )


@_case("thin-login-jv", False, "https://forum-tani.example/t/pupuk-organik/5521")
def _login_jv() -> bytes:
    text = (
        "<div class='login-required'><h2>Mlebu dhisik kanggo maca topik iki</h2><p>Topik iki mung bisa diwaca dening anggota forum.</p>"
        "<form action='/login' method='post'><input name='user' placeholder='Jeneng panganggo'><input type='password' name='pw' placeholder='Sandhi'>"
        "<button>Mlebu</button></form><p>Durung dadi anggota? <a href='/daftar'>Daftar gratis</a></p></div>"
    )
    return page("jv", "Forum Tani", "Pupuk organik saka kotoran wedhus", text, layout="wiki")


@_case("thin-appwall-hi", False, "https://khabar-app.example/story/88213")
def _appwall_hi() -> bytes:
    text = (
        "<h1>मानसून सत्र में पेश होंगे चार नए विधेयक</h1><img src='/s/88213.jpg' alt=''>"
        "<div class='app-gate'><p>पूरी ख़बर पढ़ने के लिए हमारा ऐप डाउनलोड करें।</p>"
        "<a href='https://play.example/app'>Google Play</a> <a href='https://apps.example/app'>App Store</a></div>"
    )
    return page("hi", "ख़बर ऐप", "मानसून सत्र में पेश होंगे चार नए विधेयक", text, layout="amp")


@_case("thin-botwall-ar", False, "https://souq-al-kutub.example/book/9781")
def _botwall_ar() -> bytes:
    text = (
        "<div class='challenge'><h1>جارٍ التحقق من متصفحك</h1><p>يرجى الانتظار بضع ثوانٍ بينما نتأكد من أن الطلب صادر عن إنسان.</p>"
        "<noscript><p>يجب تفعيل جافاسكريبت وملفات تعريف الارتباط للمتابعة.</p></noscript><div class='spinner'></div><p class='ray'>المعرّف: 8f2a11c9</p></div>"
    )
    return page("ar", "سوق الكتب", "لحظة من فضلك", text, layout="hugo", side=False)


@_case("thin-comments-es", False, "https://diario-del-valle.example/noticias/2026/12/07/puente/comentarios")
def _comments_es() -> bytes:
    comments = [
        ("Marta G.", "Ya era hora, llevamos diez años esperando este puente."),
        ("jlopez", "¿Y quién va a pagar el mantenimiento? Siempre lo mismo."),
        ("Vecina de Olmedo", "Mi hijo cruza cada día por el vado, esto nos cambia la vida."),
        ("Andrés", "Espero que pongan carril para bicis esta vez."),
        ("R. Castaño", "Dos años de obras, ya veremos si se cumplen los plazos."),
    ]
    items = "".join(
        f"<li class='comment'><div class='author'>{a}</div><div class='body'><p>{c}</p></div><div class='actions'><a href='#r'>Responder</a> · <a href='#d'>Denunciar</a></div></li>"
        for a, c in comments
    )
    text = f"<h1>Comentarios: «El nuevo puente sobre el Duero, en 2028»</h1><p><a href='/noticias/2026/12/07/puente'>Volver a la noticia</a></p><ol class='comments'>{items}</ol>"
    return page("es", "Diario del Valle", "Comentarios: El nuevo puente sobre el Duero", text, layout="amp")


@_case("thin-comments-br", False, "https://keleier-breizh.example/2026/12/07/skol-divyezhek/evezhiadennoù")
def _comments_br() -> bytes:
    comments = [
        ("Yann", "Ur c'heloù mat evit ar vugale eus ar c'harter!"),
        ("Soazig", "Petra eo an deiziad evit an enskrivadurioù?"),
        ("Loïc L.", "Kalz a dud o deus goulennet ar skol-mañ abaoe pell."),
        ("Katell", "Trugarez d'ar gerent o deus stourmet."),
    ]
    items = "".join(
        f"<div class='comment'><b>{a}</b> <span class='when'>2 eur zo</span><p>{c}</p><button>Respont</button></div>"
        for a, c in comments
    )
    text = (
        f"<h2>4 evezhiadenn</h2>{items}<form class='reply'><textarea></textarea><button>Kas</button></form>"
    )
    return page(
        "br", "Keleier Breizh", "Evezhiadennoù: Ur skol divyezhek nevez e Gwened", text, layout="nextjs"
    )


@_case("thin-search-empty-ig", False, "https://akuko-ugbu-a.example/search?q=ndoro+ndoro")
def _search_empty_ig() -> bytes:
    text = (
        "<h1>Nsonaazụ nchọta maka “ndoro ndoro”</h1><p>Enweghị ihe ọ bụla dabara na nchọta gị.</p>"
        "<ul class='tips'><li>Lelee mkpọpụta okwu gị.</li><li>Jiri okwu ndị ọzọ.</li></ul>"
        "<form action='/search'><input name='q' value='ndoro ndoro'><button>Chọọ</button></form>"
    )
    return page("ig", "Akụkọ Ugbu a", "Nchọta: ndoro ndoro", text, layout="magazine")


@_case("thin-teaser-th", False, "https://ruam-khao.example/item/55120")
def _teaser_th() -> bytes:
    text = (
        "<h1>นักวิจัยไทยค้นพบกบสายพันธุ์ใหม่ในป่าดอยอินทนนท์</h1>"
        "<p>ทีมนักวิจัยจากมหาวิทยาลัยเชียงใหม่รายงานการค้นพบกบชนิดใหม่...</p>"
        "<a class='source-link' href='https://science-news-th.example/frog'>อ่านต่อที่ต้นทาง »</a><p class='src'>ที่มา: ข่าววิทยาศาสตร์</p>"
    )
    return page("th", "รวมข่าว", "นักวิจัยไทยค้นพบกบสายพันธุ์ใหม่ในป่าดอยอินทนนท์", text, layout="hugo")


@_case("thin-aggregator-en", False, "https://deals-roundup.example/tech")
def _aggregator_en() -> bytes:
    items = [
        ("Noise-cancelling headphones drop to $89", "Gadget Digest", "A rare discount on last year's model."),
        ("Best budget laptops for students", "PC Corner", "Our picks under $600."),
        ("Smartwatch sale ends tonight", "Wrist Tech", "Up to 40% off selected models."),
        ("This e-reader is cheaper than ever", "Book Bytes", "Lowest price we have tracked."),
        ("Robot vacuums: five worth buying", "Home Gear", "Tested in real homes."),
        ("USB-C hubs compared", "Desk Setup", "Which ports you actually need."),
    ]
    cards = "".join(
        f"<div class='card'><a href='https://src{i}.example/a'><h3>{h}</h3></a><p>{d}</p><span>via {s}</span></div>"
        for i, (h, s, d) in enumerate(items)
    )
    text = f"<h1>Today's tech deals roundup</h1>{cards}"
    return page("en", "Deals Roundup", "Today's tech deals roundup", text, layout="magazine")


@_case("thin-directory-ceb", False, "https://negosyo-sugbo.example/kategoriya/kan-anan")
def _directory_ceb() -> bytes:
    places = [
        ("Lechon ni Inday", "Talisay"),
        ("Sutukil sa Mactan", "Lapu-Lapu"),
        ("Puso Kan-anan", "Carbon"),
        ("Larsian BBQ", "Fuente"),
        ("Ngohiong Express", "Mandaue"),
    ]
    cards = "".join(
        f"<li><a href='/lugar/{i}'>{n}</a> — {c} <span class='rating'>4.{i + 3}</span></li>"
        for i, (n, c) in enumerate(places)
    )
    text = f"<h1>Mga kan-anan sa Sugbo</h1><ul class='dir'>{cards}</ul><a href='?p=2'>Sunod nga panid</a>"
    return page("ceb", "Negosyo Sugbo", "Mga kan-anan sa Sugbo", text, layout="wiki")


_OPEN_MISSES: frozenset[str] = (
    frozenset()
)  # full-brief-rw, full-brief-ig, thin-directory-tr and thin-comments-es right since round 13, full-faq-ky since round 14


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 12 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
