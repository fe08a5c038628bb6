"""Blind round 9 (#17): labelled synthetic pages written before they were run through the judge.

Thin pages of kinds no earlier round had — age gates, language choosers, virtual waiting rooms,
outdated-browser notices, removed-content and suspended-account notices, private videos, questions
with no answers, missing wiki pages, download and document landing pages, store locators,
thank-you and unsubscribe confirmations, empty carts, sold-out products without a description,
image attachment pages, listing page 3, event calendars, "lyrics not available", error pages
served with 200, topic hubs, podcast episodes with a player only, polls, contact forms, property
grids, newsletter archives, price comparisons, members-only threads, expired job ads — and full pages
that look like them (a live blog, a one-author thread of short posts, a drug leaflet, an abstract
page, a timeline, a travel guide of short entries, a job ad, a syllabus, council minutes, a book
review, an open letter, a biography with an infobox, a `<details>` FAQ, a match report with a stats
table, a 60-word brief, an encyclopedia article, a lecture transcript, a troubleshooting table, an
article about age checks, a review under an age-gate overlay) in twenty languages no round had and
five new layouts (`blind_chrome9`). Labels: what a researcher would want. Each page goes through the
public API only. The pages missed at first sight are listed in docs/benchmarks.md ("#17, blind round
9"); those still missed are `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, params, registry
from tests.judge.blind_chrome9 import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- thin: gates and interstitials


@_case("thin-agegate-da", False, "https://vinkaelderen.example/")
def _agegate_da() -> bytes:
    text = (
        "<div class='age-gate'><h1>Er du fyldt 18 år?</h1>"
        "<p>Du skal være over 18 år for at besøge denne side.</p>"
        "<button class='yes'>Ja, jeg er over 18</button> <button class='no'>Nej</button>"
        "<p><small>Drik med omtanke.</small></p></div>"
    )
    return page("da", "Vinkælderen", "Aldersbekræftelse", text, layout="landing", side=False)


@_case("thin-language-ca", False, "https://festivalestiu.example/")
def _language_ca() -> bytes:
    langs = ["Català", "Español", "English", "Français", "Deutsch", "Italiano", "Nederlands", "Português"]
    links = "".join(
        f"<li><a href='/{code}/'>{name}</a></li>"
        for code, name in zip(["ca", "es", "en", "fr", "de", "it", "nl", "pt"], langs, strict=True)
    )
    text = f"<h1>Festival d'Estiu 2027</h1><p>Tria el teu idioma · Elige tu idioma · Choose your language</p><ul class='langs'>{links}</ul>"
    return page("ca", "Festival d'Estiu", "Festival d'Estiu", text, layout="bare")


@_case("thin-queue-nb", False, "https://billetter.example/konsert/2027")
def _queue_nb() -> bytes:
    text = (
        "<div class='queue'><h1>Du er i kø</h1>"
        "<p>På grunn av stor pågang er du plassert i en virtuell kø. Ikke oppdater siden.</p>"
        "<p>Din plass i køen: <b>4 812</b></p><p>Beregnet ventetid: ca. 11 minutter</p>"
        "<div class='progress' style='width:38%'></div><p>Sist oppdatert: 14:02:37</p></div>"
    )
    return page("nb", "Billetter.no", "Kø", text, layout="cssinjs", side=False)


@_case("thin-oldbrowser-sk", False, "https://banka.example/internetbanking")
def _oldbrowser_sk() -> bytes:
    text = (
        "<h1>Váš prehliadač nie je podporovaný</h1>"
        "<p>Pre bezpečné používanie internetbankingu si aktualizujte prehliadač na najnovšiu verziu.</p>"
        "<ul><li><a href='https://www.google.com/chrome/'>Google Chrome</a></li><li><a href='https://www.mozilla.org/firefox/'>Mozilla Firefox</a></li>"
        "<li><a href='https://www.microsoft.com/edge'>Microsoft Edge</a></li><li><a href='https://www.apple.com/safari/'>Safari</a></li></ul>"
    )
    return page("sk", "Banka", "Nepodporovaný prehliadač", text, layout="drupal")


@_case("thin-removed-hr", False, "https://videoportal.example/v/84213")
def _removed_hr() -> bytes:
    text = (
        "<h1>Sadržaj nije dostupan</h1>"
        "<p>Ovaj je sadržaj uklonjen zbog prijave povrede autorskih prava.</p>"
        "<p><a href='/'>Natrag na naslovnicu</a> · <a href='/pravila'>Pravila korištenja</a></p>"
    )
    return page("hr", "VideoPortal", "Sadržaj nije dostupan", text, layout="cssinjs")


@_case("thin-private-video-bn", False, "https://dekho.example/watch/ab12cd")
def _private_video_bn() -> bytes:
    text = (
        "<div class='player'><div class='player-error'><h1>এই ভিডিওটি ব্যক্তিগত</h1>"
        "<p>ভিডিওটি দেখতে মালিকের অনুমতি প্রয়োজন।</p><a class='btn' href='/login'>সাইন ইন করুন</a></div></div>"
        "<div class='up-next'><h3>পরবর্তী</h3>"
        + "".join(
            f"<a class='thumb' href='/watch/x{i}'><img src='/t/{i}.jpg' alt=''><span>ভিডিও {i} · {i * 3} মিনিট</span></a>"
            for i in range(1, 7)
        )
        + "</div>"
    )
    return page("bn", "দেখো", "ভিডিও", text, layout="cssinjs", side=False)


@_case("thin-suspended-ms", False, "https://kedai-komuniti.example/u/ahmadcraft")
def _suspended_ms() -> bytes:
    text = (
        "<h1>Akaun ini telah digantung</h1>"
        "<p>Akaun ini melanggar Terma Perkhidmatan kami dan tidak lagi tersedia.</p>"
        "<p><a href='/terma'>Ketahui lebih lanjut</a></p>"
    )
    return page("ms", "Kedai Komuniti", "Akaun digantung", text, layout="landing")


@_case("thin-error-sl", False, "https://trgovina.example/izdelek/12345")
def _error_sl() -> bytes:
    text = (
        "<div class='error-box'><h1>Ups! Prišlo je do napake.</h1>"
        "<p>Strani trenutno ni mogoče naložiti. Poskusite znova čez nekaj minut.</p>"
        "<p>Koda napake: 500 · ID zahteve: 7f3a-22bc-91de</p><a class='btn' href='javascript:location.reload()'>Poskusi znova</a></div>"
    )
    return page("sl", "Trgovina", "Napaka", text, layout="drupal")


# ---------------------------------------------------------------- thin: empty shells of content kinds


@_case("thin-unanswered-lt", False, "https://klausk.example/klausimai/8841")
def _unanswered_lt() -> bytes:
    text = (
        "<div class='question'><h1>Kaip pakeisti automobilio registracijos adresą?</h1>"
        "<p>Persikrausčiau į kitą miestą. Ar reikia vykti į Regitrą?</p>"
        "<div class='meta'>Klausė <a href='/u/jonas'>jonas_k</a> · prieš 2 val. · 14 peržiūrų</div>"
        "<div class='tags'><a href='/t/auto'>automobiliai</a> <a href='/t/regitra'>regitra</a></div></div>"
        "<div class='answers'><h2>0 atsakymų</h2><p>Atsakymų dar nėra. Būkite pirmas!</p>"
        "<form><textarea name='answer'></textarea><button>Atsakyti</button></form></div>"
    )
    return page("lt", "Klausk", "Registracijos adresas", text, layout="docs")


@_case("thin-wikimissing-et", False, "https://vikiraamat.example/wiki/Tartu_botaanikaaed")
def _wikimissing_et() -> bytes:
    text = (
        "<h1>Tartu botaanikaaed</h1>"
        "<div class='noarticletext'><p>Selles vikis ei ole praegu sellise pealkirjaga lehekülge.</p>"
        "<p>Sa võid <a href='/otsi?q=Tartu+botaanikaaed'>otsida seda pealkirja</a> teistelt lehekülgedelt "
        "või <a href='/wiki/Tartu_botaanikaaed?action=edit'>alustada selle lehekülje loomist</a>.</p></div>"
    )
    return page("et", "Vikiraamat", "Tartu botaanikaaed", text, layout="docs")


@_case("thin-download-bg", False, "https://softuer.example/programi/fotoredaktor")
def _download_bg() -> bytes:
    rows = "".join(
        f"<tr><td><a href='/dl/fr-{v}.exe'>ФотоРедактор {v}</a></td><td>{d}</td><td>{s} MB</td><td>Windows 10/11</td></tr>"
        for v, d, s in [
            ("5.2.1", "12.11.2026", 84),
            ("5.2.0", "30.09.2026", 83),
            ("5.1.4", "02.07.2026", 80),
            ("5.1.3", "18.05.2026", 80),
            ("5.0.9", "01.03.2026", 77),
        ]
    )
    text = (
        "<h1>ФотоРедактор — изтегляне</h1><p>Безплатен редактор на снимки.</p>"
        "<a class='btn-download' href='/dl/fr-5.2.1.exe'>Изтегли (84 MB)</a>"
        f"<h2>Всички версии</h2><table><tr><th>Версия</th><th>Дата</th><th>Размер</th><th>Система</th></tr>{rows}</table>"
    )
    return page("bg", "Софтуер", "ФотоРедактор", text, layout="drupal")


@_case("thin-doclanding-ca", False, "https://repositori.example/document/2026-0417")
def _doclanding_ca() -> bytes:
    meta = "".join(
        f"<tr><th>{k}</th><td>{v}</td></tr>"
        for k, v in [
            ("Títol", "Informe anual de qualitat de l'aire 2025"),
            ("Autor", "Servei de Vigilància Ambiental"),
            ("Data", "15/03/2026"),
            ("Format", "PDF, 4,2 MB"),
            ("Llicència", "CC BY 4.0"),
            ("Identificador", "hdl:2445/20417"),
        ]
    )
    text = f"<h1>Informe anual de qualitat de l'aire 2025</h1><table class='meta'>{meta}</table><p><a class='btn' href='/bitstream/2026-0417.pdf'>Descarrega el PDF</a> <a href='/cita'>Cita</a> <a href='/share'>Comparteix</a></p>"
    return page("ca", "Repositori", "Informe anual de qualitat de l'aire 2025", text, layout="docs")


@_case("thin-storelocator-sw", False, "https://dukasupa.example/maduka")
def _storelocator_sw() -> bytes:
    stores = [
        ("Duka Supa Kariakoo", "Mtaa wa Msimbazi 14, Dar es Salaam", "+255 22 218 0011"),
        ("Duka Supa Mikocheni", "Barabara ya Mwai Kibaki, Dar es Salaam", "+255 22 277 3402"),
        ("Duka Supa Arusha", "Barabara ya Sokoine 8, Arusha", "+255 27 254 9910"),
        ("Duka Supa Mwanza", "Barabara ya Kenyatta 21, Mwanza", "+255 28 250 1187"),
        ("Duka Supa Dodoma", "Barabara ya Jamhuri 3, Dodoma", "+255 26 232 0456"),
        ("Duka Supa Moshi", "Barabara ya Mawenzi 5, Moshi", "+255 27 275 2230"),
        ("Duka Supa Zanzibar", "Darajani, Mji Mkongwe", "+255 24 223 1809"),
    ]
    cards = "".join(
        f"<div class='store'><h3>{n}</h3><p>{a}</p><p>Simu: {p}</p><p>Saa: 8:00–21:00</p><a href='/ramani?q={i}'>Ramani</a></div>"
        for i, (n, a, p) in enumerate(stores)
    )
    text = f"<h1>Tafuta duka karibu nawe</h1><form><input name='mji' placeholder='Mji'><button>Tafuta</button></form>{cards}"
    return page("sw", "Duka Supa", "Maduka yetu", text, layout="landing")


@_case("thin-thankyou-lv", False, "https://zinas.example/paldies")
def _thankyou_lv() -> bytes:
    text = (
        "<h1>Paldies, ka pierakstījāties!</h1>"
        "<p>Uz jūsu e-pasta adresi nosūtījām apstiprinājuma saiti. Lūdzu, atveriet to, lai pabeigtu reģistrāciju.</p>"
        "<p><a href='/'>Atpakaļ uz sākumlapu</a></p>"
    )
    return page("lv", "Ziņas", "Paldies", text, layout="landing")


@_case("thin-unsubscribe-tl", False, "https://balita-ngayon.example/unsubscribe?id=9a8b")
def _unsubscribe_tl() -> bytes:
    text = (
        "<h1>Matagumpay kang na-unsubscribe</h1>"
        "<p>Hindi ka na makakatanggap ng aming araw-araw na newsletter sa juan@example.com.</p>"
        "<p>Nagkamali? <a href='/resubscribe?id=9a8b'>Mag-subscribe muli</a></p>"
    )
    return page("tl", "Balita Ngayon", "Unsubscribe", text, layout="bare")


@_case("thin-cart-ur", False, "https://bazaar.example/cart")
def _cart_ur() -> bytes:
    recs = "".join(
        f"<div class='rec'><a href='/p/{i}'><img src='/i/{i}.jpg' alt=''>{n}</a><span>Rs {p}</span><button>ٹوکری میں ڈالیں</button></div>"
        for i, (n, p) in enumerate(
            [
                ("سوتی کرتا", "2,450"),
                ("چمڑے کا بٹوا", "1,200"),
                ("چائے کا سیٹ", "3,800"),
                ("اونی شال", "4,150"),
            ]
        )
    )
    text = (
        "<h1>آپ کی ٹوکری</h1><div class='cart-empty'><p>آپ کی ٹوکری خالی ہے۔</p><a class='btn' href='/'>خریداری جاری رکھیں</a></div>"
        f"<h2>آپ کو یہ بھی پسند آ سکتا ہے</h2><div class='recs'>{recs}</div>"
    )
    return page("ur", "بازار", "ٹوکری", text, layout="cssinjs")


@_case("thin-soldout-ka", False, "https://maghazia.example/produkti/yava-moka")
def _soldout_ka() -> bytes:
    text = (
        "<div class='product'><img src='/img/moka.jpg' alt='ყავის ქვაბი'><h1>ყავის ქვაბი მოკა, 6 ფინჯანი</h1>"
        "<p class='price'>₾ 64.90</p><p class='stock'>მარაგში არ არის</p>"
        "<form><input type='email' placeholder='ელფოსტა'><button>შემატყობინეთ, როცა გამოჩნდება</button></form>"
        "<ul class='specs'><li>მწარმოებელი: Bialetti</li><li>მოცულობა: 300 მლ</li><li>მასალა: ალუმინი</li></ul></div>"
    )
    return page("ka", "მაღაზია", "ყავის ქვაბი მოკა", text, layout="landing")


@_case("thin-attachment-sr", False, "https://putopis.example/2026/10/kopaonik/img_4411")
def _attachment_sr() -> bytes:
    text = (
        "<article class='attachment'><h1>IMG_4411</h1>"
        "<p class='attachment'><a href='/wp-content/uploads/2026/10/IMG_4411.jpg'><img src='/wp-content/uploads/2026/10/IMG_4411-1024x683.jpg' width='1024' height='683' alt=''></a></p>"
        "<p>Поглед са Панчићевог врха.</p>"
        "<nav class='image-navigation'><a href='/2026/10/kopaonik/img_4410'>Претходна слика</a> <a href='/2026/10/kopaonik/img_4412'>Следећа слика</a></nav>"
        "<p><a href='/2026/10/kopaonik'>Назад на галерију</a></p></article>"
    )
    return page("sr", "Путопис", "IMG_4411", text, layout="drupal")


@_case("thin-page3-hy", False, "https://blog-yerevan.example/page/3")
def _page3_hy() -> bytes:
    posts = [
        ("Գառնիի տաճարը ձմռանը", "Ձյունը փոխում է տաճարի տեսքը, և այցելուները քիչ են։"),
        ("Սևանի ափին՝ աշնանը", "Լիճը հանդարտ է, իսկ ձկնորսները վաղ առավոտյան են դուրս գալիս։"),
        ("Տաթևի ճոպանուղին", "Աշխարհի ամենաերկար ճոպանուղիներից մեկն է։"),
        ("Երևանի լավագույն սրճարանները", "Հինգ վայր, որտեղ սուրճը իսկապես համով է։"),
        ("Դիլիջանի անտառներում", "Արահետներ ամբողջ ընտանիքի համար։"),
        ("Գյումրիի հին թաղամասը", "Սև տուֆից տները պատմում են քաղաքի պատմությունը։"),
    ]
    items = "".join(
        f"<div class='post-excerpt'><h2><a href='/p/{i}'>{t}</a></h2><p class='date'>2026-0{i + 1}-12</p><p>{e} <a href='/p/{i}'>Կարդալ ավելին →</a></p></div>"
        for i, (t, e) in enumerate(posts)
    )
    text = f"{items}<div class='pagination'><a href='/page/2'>« Նախորդ</a> <a href='/page/1'>1</a> <a href='/page/2'>2</a> <span>3</span> <a href='/page/4'>4</a> <a href='/page/4'>Հաջորդ »</a></div>"
    return page("hy", "Երևանյան բլոգ", "Էջ 3", text, layout="cssinjs")


@_case("thin-events-mr", False, "https://pune-karyakram.example/events/december")
def _events_mr() -> bytes:
    events = [
        ("५ डिसेंबर", "सवाई गंधर्व संगीत महोत्सव", "रमणबाग, पुणे"),
        ("७ डिसेंबर", "पुस्तक प्रदर्शन", "फर्ग्युसन महाविद्यालय"),
        ("९ डिसेंबर", "मराठी नाटक: नटसम्राट", "बालगंधर्व रंगमंदिर"),
        ("१२ डिसेंबर", "हेरिटेज वॉक", "शनिवारवाडा"),
        ("१४ डिसेंबर", "चित्रकला कार्यशाळा", "राजा केळकर संग्रहालय"),
        ("१८ डिसेंबर", "खाद्य जत्रा", "डेक्कन जिमखाना"),
        ("२१ डिसेंबर", "कवी संमेलन", "साहित्य परिषद सभागृह"),
        ("२८ डिसेंबर", "मॅरेथॉन", "सारसबाग"),
    ]
    rows = "".join(
        f"<li class='event'><span class='date'>{d}</span> <a href='/e/{i}'>{n}</a> <span class='venue'>{v}</span></li>"
        for i, (d, n, v) in enumerate(events)
    )
    text = f"<h1>डिसेंबरमधील कार्यक्रम</h1><div class='filters'><a href='/events/november'>नोव्हेंबर</a> <a href='/events/january'>जानेवारी</a></div><ul class='events'>{rows}</ul>"
    return page("mr", "पुणे कार्यक्रम", "डिसेंबर", text, layout="docs")


@_case("thin-nolyrics-ta", False, "https://paadal-varigal.example/songs/kaatre-en-vaasal")
def _nolyrics_ta() -> bytes:
    text = (
        "<h1>காற்றே என் வாசல் — பாடல் வரிகள்</h1>"
        "<table class='song-info'><tr><th>படம்</th><td>ரிதம்</td></tr><tr><th>இசை</th><td>ஏ. ஆர். ரஹ்மான்</td></tr><tr><th>ஆண்டு</th><td>2000</td></tr></table>"
        "<div class='lyrics'><p>இந்தப் பாடலுக்கான வரிகள் இன்னும் சேர்க்கப்படவில்லை.</p><a class='btn' href='/submit?song=812'>வரிகளைச் சமர்ப்பிக்கவும்</a></div>"
        "<h3>இதே படத்திலிருந்து</h3><ul><li><a href='/songs/1'>தனியே தன்னந்தனியே</a></li><li><a href='/songs/2'>அய்யோ பத்திக்கிச்சு</a></li><li><a href='/songs/3'>நதியே நதியே</a></li></ul>"
    )
    return page("ta", "பாடல் வரிகள்", "காற்றே என் வாசல்", text, layout="drupal")


@_case("thin-hub-da", False, "https://borger-info.example/emner/bolig")
def _hub_da() -> bytes:
    groups = {
        "Køb og salg": ["Køb af bolig", "Salg af bolig", "Tilstandsrapport", "Tinglysning"],
        "Leje": ["Lejekontrakt", "Depositum", "Boligstøtte", "Opsigelse"],
        "Flytning": ["Skift adresse", "Flytning til udlandet", "Folkeregister"],
        "Skat": ["Ejendomsværdiskat", "Grundskyld", "Rentefradrag"],
    }
    text = "<h1>Bolig</h1>" + "".join(
        f"<section><h2>{g}</h2><ul>{''.join(f'<li><a href=/bolig/{j}>{link}</a></li>' for j, link in enumerate(links))}</ul></section>"
        for g, links in groups.items()
    )
    return page("da", "Borger-info", "Bolig", text, layout="drupal")


@_case("thin-podcast-nb", False, "https://podkast.example/episoder/142")
def _podcast_nb() -> bytes:
    text = (
        "<h1>Episode 142: Strømprisen</h1><p class='meta'>3. desember 2026 · 48 min</p>"
        "<audio controls src='/mp3/142.mp3'></audio>"
        "<p>Hvorfor er strømmen så dyr i vinter?</p>"
        "<ul class='subscribe'><li><a href='https://podcasts.apple.com/x'>Apple Podcasts</a></li><li><a href='https://open.spotify.com/x'>Spotify</a></li><li><a href='/rss'>RSS</a></li></ul>"
        "<ul class='chapters'><li>00:00 Intro</li><li>04:12 Gjest</li><li>31:40 Spørsmål</li><li>45:02 Avslutning</li></ul>"
    )
    return page("nb", "Podkast", "Episode 142", text, layout="cssinjs")


@_case("thin-poll-sk", False, "https://anketa.example/mesto/2026-12")
def _poll_sk() -> bytes:
    opts = "".join(
        f"<label><input type='radio' name='v' value='{i}'> {o}</label><br>"
        for i, o in enumerate(["Áno", "Nie", "Neviem", "Je mi to jedno"])
    )
    text = f"<h1>Anketa: Mala by sa zaviesť nočná MHD aj cez týždeň?</h1><form class='poll'>{opts}<button>Hlasovať</button></form><p><a href='/anketa/vysledky'>Zobraziť výsledky</a> · Hlasovalo 1 204 ľudí</p>"
    return page("sk", "Mesto", "Anketa", text, layout="landing")


@_case("thin-contact-hr", False, "https://odvjetnici-horvat.example/kontakt")
def _contact_hr() -> bytes:
    text = (
        "<h1>Kontakt</h1><p>Ilica 42, 10000 Zagreb · Tel. +385 1 4567 890 · ured@horvat.example</p>"
        "<p>Radno vrijeme: pon–pet 8–16</p>"
        "<form class='contact'><label>Ime i prezime<input name='ime'></label><label>E-pošta<input name='email'></label>"
        "<label>Poruka<textarea name='poruka'></textarea></label><label><input type='checkbox'> Slažem se s obradom osobnih podataka</label><button>Pošalji</button></form>"
        "<iframe src='https://maps.example/embed?q=Ilica+42'></iframe>"
    )
    return page("hr", "Odvjetnički ured Horvat", "Kontakt", text, layout="bare")


@_case("thin-properties-bg", False, "https://imoti.example/prodazhbi/sofia")
def _properties_bg() -> bytes:
    props = [
        ("Двустаен апартамент, Лозенец", "185 000 €", "68 кв.м", "4 ет."),
        ("Тристаен апартамент, Младост 1", "214 000 €", "95 кв.м", "7 ет."),
        ("Къща, Бояна", "540 000 €", "220 кв.м", "2 ет."),
        ("Едностаен апартамент, Център", "112 000 €", "42 кв.м", "3 ет."),
        ("Мезонет, Изток", "395 000 €", "160 кв.м", "6 ет."),
        ("Студио, Люлин 5", "79 000 €", "35 кв.м", "1 ет."),
        ("Четиристаен, Витоша", "330 000 €", "140 кв.м", "2 ет."),
        ("Офис, Оборище", "260 000 €", "110 кв.м", "1 ет."),
    ]
    cards = "".join(
        f"<div class='listing'><a href='/obiava/{i}'><img src='/p/{i}.jpg' alt=''><h3>{t}</h3></a><p class='price'>{p}</p><p>{a} · {f}</p><button>♡</button></div>"
        for i, (t, p, a, f) in enumerate(props)
    )
    text = f"<h1>Имоти за продажба в София</h1><p>1 248 обяви</p><div class='sort'>Подреди по: <a href='?s=price'>цена</a> <a href='?s=new'>най-нови</a></div><div class='grid'>{cards}</div>"
    return page("bg", "Имоти", "Продажби София", text, layout="cssinjs")


@_case("thin-newsletter-archive-lt", False, "https://naujienlaiskis.example/archyvas")
def _newsletter_archive_lt() -> bytes:
    issues = [
        ("2026-11-28", "Nr. 48: Žiemos kelionės ir kalėdinės mugės"),
        ("2026-11-21", "Nr. 47: Kaip sutaupyti šildymui"),
        ("2026-11-14", "Nr. 46: Naujos knygos lapkritį"),
        ("2026-11-07", "Nr. 45: Vilniaus kavinės"),
        ("2026-10-31", "Nr. 44: Rudens receptai"),
        ("2026-10-24", "Nr. 43: Dviračių sezonas baigiasi"),
        ("2026-10-17", "Nr. 42: Koncertai spalį"),
        ("2026-10-10", "Nr. 41: Pokalbis su dailininke"),
        ("2026-10-03", "Nr. 40: Mokslo festivalis"),
    ]
    rows = "".join(
        f"<li><time>{d}</time> <a href='/nr/{48 - i}'>{t}</a></li>" for i, (d, t) in enumerate(issues)
    )
    text = f"<h1>Naujienlaiškio archyvas</h1><ul class='archive'>{rows}</ul><p><a href='/archyvas?p=2'>Senesni numeriai</a></p>"
    return page("lt", "Naujienlaiškis", "Archyvas", text, layout="docs")


@_case("thin-pricecompare-ms", False, "https://bandingharga.example/telefon/nova-x5")
def _pricecompare_ms() -> bytes:
    offers = [
        ("KedaiTel", "RM 1,899", "Percuma", "Dalam stok"),
        ("GadgetPlus", "RM 1,925", "RM 10", "Dalam stok"),
        ("MegaElektrik", "RM 1,949", "Percuma", "2–3 hari"),
        ("TeknoMart", "RM 1,969", "RM 15", "Dalam stok"),
        ("PasarOnline", "RM 1,979", "Percuma", "Pra-tempah"),
        ("SmartShop", "RM 2,010", "RM 8", "Dalam stok"),
    ]
    rows = "".join(
        f"<tr><td><a href='/go/{i}'>{s}</a></td><td>{p}</td><td>{d}</td><td>{st}</td><td><a class='btn' href='/go/{i}'>Ke kedai</a></td></tr>"
        for i, (s, p, d, st) in enumerate(offers)
    )
    text = f"<h1>Nova X5 128GB — bandingkan harga</h1><p>6 tawaran daripada RM 1,899</p><table class='offers'><tr><th>Kedai</th><th>Harga</th><th>Penghantaran</th><th>Stok</th><th></th></tr>{rows}</table>"
    return page("ms", "BandingHarga", "Nova X5", text, layout="drupal")


@_case("thin-membersonly-sw", False, "https://jukwaa.example/mada/18822-bei-ya-mbolea")
def _membersonly_sw() -> bytes:
    text = (
        "<div class='breadcrumbs'><a href='/'>Jukwaa</a> › <a href='/kilimo'>Kilimo</a></div>"
        "<h1>Bei ya mbolea msimu huu</h1>"
        "<div class='notice'><p>Mada hii inapatikana kwa wanachama pekee. Tafadhali ingia au jisajili ili kusoma majibu 37.</p>"
        "<a class='btn' href='/ingia'>Ingia</a> <a class='btn' href='/jisajili'>Jisajili</a></div>"
    )
    return page("sw", "Jukwaa", "Bei ya mbolea", text, layout="drupal")


@_case("thin-expired-job-lv", False, "https://darbs.example/vakances/88120")
def _expired_job_lv() -> bytes:
    similar = "".join(
        f"<li><a href='/vakances/{900 + i}'>{t}</a> — {c}, {p}</li>"
        for i, (t, c, p) in enumerate(
            [
                ("Grāmatvedis", "SIA Kokapstrāde", "Rīga"),
                ("Noliktavas darbinieks", "SIA Loģistika", "Ogre"),
                ("Pārdevējs", "Veikals Zīle", "Jelgava"),
                ("Projektu vadītājs", "SIA Būvnieks", "Rīga"),
                ("Šoferis C kategorija", "SIA Pārvadājumi", "Valmiera"),
            ]
        )
    )
    text = f"<h1>Sludinājums vairs nav aktīvs</h1><p>Šī vakance ir slēgta, un pieteikumi vairs netiek pieņemti.</p><h2>Līdzīgas vakances</h2><ul>{similar}</ul>"
    return page("lv", "Darbs", "Vakance slēgta", text, layout="landing")


# ---------------------------------------------------------------- full pages


@_case("full-liveblog-da", True, "https://nyheder.example/live/valg-2026")
def _liveblog_da() -> bytes:
    updates = [
        (
            "23:58",
            "Statsministeren har indrømmet nederlaget og lykønsket oppositionen. Hun vil gå til dronningen i morgen formiddag.",
        ),
        (
            "23:41",
            "Med 98 procent af stemmerne talt får blå blok 91 mandater. Det er nok til et flertal, hvis Moderaterne peger på Venstres formand.",
        ),
        (
            "23:20",
            "Valgdeltagelsen ender på 82,4 procent, lidt lavere end ved sidste valg. Især i de store byer er der færre, der har stemt.",
        ),
        (
            "22:55",
            "Enhedslisten går tilbage med tre mandater. Partiets politiske ordfører kalder resultatet skuffende, men siger, at partiet vil fortsætte sin linje.",
        ),
        (
            "22:31",
            "De første optællinger fra Nordjylland viser fremgang til Venstre. I flere kredse er partiet igen det største.",
        ),
        (
            "22:04",
            "Exitprognosen viser et meget tæt løb mellem blokkene. Usikkerheden er stor, og de endelige tal ventes først efter midnat.",
        ),
    ]
    items = "".join(f"<div class='update'><time>{t}</time><p>{p}</p></div>" for t, p in updates)
    text = f"<h1>Folketingsvalg 2026 – live</h1><p class='live-badge'>LIVE</p>{items}"
    return page("da", "Nyheder", "Folketingsvalg 2026 live", text, layout="cssinjs")


@_case("full-thread-nb", True, "https://mikro.example/@klimaforsker/status/901")
def _thread_nb() -> bytes:
    posts = [
        "1/7 Mange spør hvorfor vinteren var så mild i år. Her er en kort forklaring på hva vi vet, og hva vi ikke vet ennå.",
        "2/7 Nordatlanteren har vært uvanlig varm hele høsten. Varmt hav gir varmere luft inn over kysten, særlig når vinden kommer fra sørvest.",
        "3/7 Samtidig har vi hatt få perioder med høytrykk over Skandinavia. Det er slike høytrykk som vanligvis gir oss de lange kuldeperiodene.",
        "4/7 Er dette klimaendringer? Én mild vinter sier lite alene. Men trenden over femti år er tydelig: vintrene blir kortere og mildere.",
        "5/7 For skiturismen betyr det at sesongen i lavlandet krymper. Anleggene over 800 meter klarer seg foreløpig godt.",
        "6/7 For landbruket er bildet blandet: lengre vekstsesong, men mer regn om vinteren og større fare for skader på høstsådd korn.",
        "7/7 Neste vinter kan godt bli kald igjen. Variasjonen fra år til år er stor, selv om gjennomsnittet stiger.",
    ]
    items = "".join(
        f"<div class='post'><span class='author'>@klimaforsker</span><p>{p}</p><span class='actions'><a href='#'>Svar</a> <a href='#'>Del</a></span></div>"
        for p in posts
    )
    return page(
        "nb",
        "Mikro",
        "Tråd om mild vinter",
        f"<div class='thread'>{items}</div>",
        layout="cssinjs",
        side=False,
    )


@_case("full-leaflet-sk", True, "https://lieky.example/pribalovy-letak/paracetamol-500")
def _leaflet_sk() -> bytes:
    text = (
        "<h1>Paracetamol 500 mg tablety – písomná informácia pre používateľa</h1>"
        "<h2>Na čo sa používa</h2><p>Paracetamol zmierňuje bolesť a znižuje horúčku. Používa sa pri bolesti hlavy, zubov, svalov a pri príznakoch prechladnutia.</p>"
        "<h2>Dávkovanie</h2><p>Dospelí a dospievajúci nad 50 kg: 1 až 2 tablety, najviac 6 tabliet za 24 hodín. Medzi dávkami musia uplynúť aspoň 4 hodiny.</p>"
        "<h2>Kedy liek neužívať</h2><p>Ak ste alergický na paracetamol, ak máte závažné ochorenie pečene alebo ak pravidelne pijete alkohol vo veľkom množstve.</p>"
        "<h2>Možné vedľajšie účinky</h2><p>Zriedkavo sa môže objaviť kožná vyrážka alebo zmeny krvného obrazu. Pri predávkovaní hrozí poškodenie pečene aj vtedy, keď sa človek cíti dobre.</p>"
    )
    return page("sk", "Lieky", "Paracetamol 500 mg", text, layout="docs")


@_case("full-abstract-hr", True, "https://repozitorij.example/rad/2026-311")
def _abstract_hr() -> bytes:
    text = (
        "<h1>Utjecaj toplinskih valova na smrtnost starijih osoba u Zagrebu, 2000.–2024.</h1>"
        "<p class='authors'>Ana Kovač, Marko Babić</p>"
        "<h2>Sažetak</h2><p>Cilj ovog istraživanja bio je procijeniti koliko toplinski valovi povećavaju smrtnost osoba starijih od 65 godina u Zagrebu. "
        "Analizirali smo dnevne podatke o smrtnosti i temperaturi zraka za razdoblje od 2000. do 2024. godine, ukupno 9.131 dan. "
        "Toplinski val definirali smo kao najmanje tri uzastopna dana s maksimalnom temperaturom iznad 95. percentila. "
        "Tijekom toplinskih valova smrtnost je u prosjeku bila 14 % viša nego u usporedivim danima, a učinak je bio najjači prvog i drugog dana. "
        "Žene starije od 80 godina i osobe koje žive same bile su najugroženije. Rezultati upućuju na potrebu za ranim upozorenjima i obilascima starijih osoba tijekom ljetnih vrućina.</p>"
        "<p><b>Ključne riječi:</b> toplinski val, smrtnost, starije osobe, javno zdravstvo</p>"
        "<p><a href='/rad/2026-311.pdf'>Preuzmi PDF</a></p>"
    )
    return page("hr", "Repozitorij", "Toplinski valovi i smrtnost", text, layout="docs")


@_case("full-timeline-bg", True, "https://istoria.example/hronologia/sofia")
def _timeline_bg() -> bytes:
    events = [
        ("VIII в. пр. Хр.", "Тракийското племе сердите основава селище край минералните извори."),
        ("29 г.", "Римляните завладяват района и градът получава името Сердика."),
        ("343 г.", "В Сердика се провежда църковен събор с участието на епископи от цялата империя."),
        ("809 г.", "Хан Крум превзема града и го присъединява към Българското царство."),
        ("1382 г.", "След дълга обсада градът попада под османска власт."),
        ("1878 г.", "Руските войски влизат в града, който скоро става столица на Княжество България."),
        ("1908 г.", "Завършва строежът на храм-паметника „Свети Александър Невски“."),
        ("1998 г.", "Открита е първата линия на софийското метро."),
    ]
    rows = "".join(f"<li><b>{y}</b> — {e}</li>" for y, e in events)
    text = f"<h1>Хронология на София</h1><p>Основните събития в историята на града от древността до наши дни.</p><ul class='timeline'>{rows}</ul>"
    return page("bg", "История", "Хронология на София", text, layout="drupal")


@_case("full-guide-ca", True, "https://viatges.example/guies/girona-en-un-dia")
def _guide_ca() -> bytes:
    places = [
        (
            "La Catedral",
            "La nau gòtica més ampla del món domina la ciutat des de dalt d'una escalinata de noranta graons. Val la pena pujar-hi d'hora, abans que arribin els grups.",
        ),
        (
            "Els banys àrabs",
            "Malgrat el nom, són uns banys romànics del segle XII. La sala de la cúpula, amb columnes primes, és la més fotografiada.",
        ),
        (
            "El Call",
            "El barri jueu és un laberint de carrerons estrets i escales. El Museu d'Història dels Jueus explica la vida de la comunitat fins al 1492.",
        ),
        (
            "Les cases de l'Onyar",
            "Les façanes de colors sobre el riu es veuen millor des del pont de les Peixateries Velles, dissenyat pel taller d'Eiffel.",
        ),
        (
            "La muralla",
            "El passeig per la muralla ofereix vistes de tota la ciutat i, els dies clars, dels Pirineus nevats.",
        ),
    ]
    items = "".join(f"<h2>{n}</h2><p>{d}</p>" for n, d in places)
    text = f"<h1>Girona en un dia</h1><p>Una ruta a peu pels llocs imprescindibles del casc antic, pensada per fer-la sense presses.</p>{items}"
    return page("ca", "Viatges", "Girona en un dia", text, layout="landing")


@_case("full-jobad-lt", True, "https://darbo-skelbimai.example/skelbimas/55120")
def _jobad_lt() -> bytes:
    text = (
        "<h1>Duomenų analitikas (-ė)</h1><p class='company'>UAB „Saulės energija“ · Kaunas · 2 800–3 600 € bruto</p>"
        "<h2>Ką veiksite</h2><ul><li>Analizuosite saulės elektrinių gamybos duomenis ir ieškosite gedimų požymių.</li><li>Kursite ataskaitas vadovams ir klientams.</li><li>Kartu su inžinieriais tobulinsite gamybos prognozes.</li></ul>"
        "<h2>Ko tikimės</h2><ul><li>Bent dvejų metų darbo su SQL ir Python patirties.</li><li>Gebėjimo aiškiai paaiškinti rezultatus ne specialistams.</li><li>Geros anglų kalbos žinių.</li></ul>"
        "<h2>Ką siūlome</h2><p>Lankstų darbo laiką, galimybę dirbti iš namų du kartus per savaitę, sveikatos draudimą ir mokymų biudžetą. Atrankos pokalbiai vyks gruodžio mėnesį.</p>"
        "<p><a class='btn' href='/kandidatuoti/55120'>Kandidatuoti</a></p>"
    )
    return page("lt", "Darbo skelbimai", "Duomenų analitikas", text, layout="landing")


@_case("full-syllabus-lv", True, "https://universitate.example/kursi/ekon-2104")
def _syllabus_lv() -> bytes:
    weeks = [
        "Ievads: kas ir makroekonomika un kā mēra iekšzemes kopproduktu.",
        "Inflācija un tās mērīšana; patēriņa cenu indekss.",
        "Bezdarbs: veidi, cēloņi un sekas darba tirgum.",
        "Nauda un centrālās bankas loma; procentu likmes.",
        "Fiskālā politika: valsts budžets, nodokļi un parāds.",
        "Atvērta ekonomika: valūtas kurss un tirdzniecības bilance.",
    ]
    rows = "".join(f"<li>{w}</li>" for w in weeks)
    text = (
        "<h1>EKON2104 Makroekonomika</h1><p>Kurss sniedz pamatzināšanas par tautsaimniecību kopumā: ražošanu, cenām, nodarbinātību un valdības un centrālās bankas politiku. "
        "Studenti mācās lasīt statistiku un novērtēt ekonomikas politikas lēmumus.</p>"
        f"<h2>Tēmas pa nedēļām</h2><ol>{rows}</ol>"
        "<h2>Vērtēšana</h2><p>Divi mājas darbi (30 %), starppārbaudījums (20 %) un rakstisks eksāmens (50 %). Eksāmenā drīkst izmantot kalkulatoru.</p>"
    )
    return page("lv", "Universitāte", "Makroekonomika", text, layout="docs")


@_case("full-minutes-et", True, "https://vald.example/volikogu/protokoll-2026-11")
def _minutes_et() -> bytes:
    text = (
        "<h1>Vallavolikogu istungi protokoll nr 11</h1><p>26. novembril 2026 · Algus kell 16.00, lõpp kell 18.20 · Kohal 15 liiget 17-st.</p>"
        "<h2>1. 2027. aasta eelarve esimene lugemine</h2><p>Vallavanem tutvustas eelarve eelnõu. Tulud kasvavad 6 protsenti, suurimad investeeringud on lasteaia renoveerimine ja kergliiklustee ehitus. Otsustati saata eelnõu teisele lugemisele.</p>"
        "<h2>2. Bussiliini muutmine</h2><p>Volikogu arutas külade bussiühendust. Liin nr 4 hakkab jaanuarist sõitma ka laupäeviti. Poolt 13, vastu 0, erapooletuid 2.</p>"
        "<h2>3. Info</h2><p>Volikogu esimees teatas, et detsembri istung toimub rahvamajas ja on avalik.</p>"
    )
    return page("et", "Vald", "Protokoll nr 11", text, layout="drupal")


@_case("full-bookreview-ms", True, "https://ulasan-buku.example/2026/11/hujan-pagi")
def _bookreview_ms() -> bytes:
    text = (
        "<h1>Ulasan: ‘Hujan Pagi’ karya Siti Aminah</h1><p class='rating'>★★★★☆</p>"
        "<p>Novel sulung Siti Aminah mengisahkan tiga beradik yang pulang ke kampung di Terengganu selepas kematian ibu mereka. Rumah pusaka yang perlu dijual menjadi punca pertelingkahan, dan kenangan lama mula timbul semula.</p>"
        "<p>Kekuatan novel ini terletak pada dialognya. Setiap watak bercakap dengan suara sendiri, dan loghat Terengganu digunakan dengan cermat tanpa menyukarkan pembaca dari negeri lain.</p>"
        "<p>Kelemahannya ialah bahagian tengah yang agak perlahan. Beberapa bab terasa berulang sebelum cerita kembali bergerak menjelang pengakhiran yang menyentuh hati.</p>"
        "<p>Secara keseluruhan, ‘Hujan Pagi’ ialah debut yang matang dan wajar dibaca oleh sesiapa yang meminati kisah keluarga.</p>"
    )
    return page("ms", "Ulasan Buku", "Hujan Pagi", text, layout="bare")


@_case("full-openletter-tl", True, "https://opinyon.example/bukas-na-liham-sa-konseho")
def _openletter_tl() -> bytes:
    text = (
        "<h1>Bukas na liham sa Sangguniang Panlungsod</h1>"
        "<p>Kami, mga magulang ng mga mag-aaral sa Mababang Paaralan ng San Roque, ay sumusulat upang hilingin ang agarang pagkukumpuni ng tulay na dinaraanan ng aming mga anak araw-araw.</p>"
        "<p>Mula pa noong bagyo noong Setyembre, sira na ang barandilya at may butas ang sahig ng tulay. Tuwing umuulan, umaapaw ang ilog at napipilitang lumiban ang mga bata sa klase.</p>"
        "<p>Humihiling kami ng pansamantalang daanan habang inaayos ang tulay, at ng malinaw na petsa kung kailan ito matatapos. Handa kaming tumulong sa anumang paraan.</p>"
        "<p>Lubos na gumagalang,<br>Samahan ng mga Magulang at Guro ng San Roque</p>"
    )
    return page("tl", "Opinyon", "Bukas na liham", text, layout="landing")


@_case("full-bio-sw", True, "https://kamusi-elezo.example/wiki/Shaaban_Robert")
def _bio_sw() -> bytes:
    info = "".join(
        f"<tr><th>{k}</th><td>{v}</td></tr>"
        for k, v in [
            ("Alizaliwa", "1 Januari 1909, Vibambani, Tanga"),
            ("Alifariki", "22 Juni 1962"),
            ("Kazi", "Mshairi, mwandishi"),
            ("Kazi maarufu", "Kusadikika, Maisha Yangu"),
        ]
    )
    text = (
        f"<h1>Shaaban Robert</h1><table class='infobox'>{info}</table>"
        "<p><b>Shaaban Robert</b> alikuwa mshairi na mwandishi wa Kitanzania anayehesabiwa kuwa mmoja wa waandishi muhimu zaidi wa fasihi ya Kiswahili katika karne ya ishirini.</p>"
        "<p>Alifanya kazi kama karani wa serikali kwa miaka mingi huku akiandika mashairi, insha na riwaya. Lugha yake safi na yenye mafunzo ilisaidia kukuza Kiswahili sanifu.</p>"
        "<p>Kazi zake kama Kusadikika na Kufikirika zinachambua haki, utawala na maadili kwa kutumia nchi za kubuni. Bado zinafundishwa katika shule za Afrika Mashariki.</p>"
    )
    return page("sw", "Kamusi Elezo", "Shaaban Robert", text, layout="docs")


@_case("full-essay-bn", True, "https://probondho.example/nodi-o-manush")
def _essay_bn() -> bytes:
    text = (
        "<h1>নদী ও মানুষ</h1>"
        "<p>বাংলার মানুষের জীবন নদীর সঙ্গে গভীরভাবে জড়িত। নদী আমাদের খাদ্য দেয়, যাতায়াতের পথ দেয়, আবার বন্যায় ঘরবাড়িও কেড়ে নেয়।</p>"
        "<p>একসময় পদ্মা, মেঘনা আর যমুনার বুকে হাজার হাজার নৌকা চলত। নদীর ধারে গড়ে উঠেছিল হাট, বাজার আর বন্দর। গ্রামের মানুষ নদীর গান গাইত, নদীকে ঘিরে উৎসব করত।</p>"
        "<p>আজ অনেক নদী শুকিয়ে যাচ্ছে, কোথাও দখল আর দূষণে মরে যাচ্ছে। নদী বাঁচাতে হলে শুধু সরকার নয়, সাধারণ মানুষকেও এগিয়ে আসতে হবে।</p>"
    )
    return page("bn", "প্রবন্ধ", "নদী ও মানুষ", text, layout="bare")


@_case("full-faq-details-ur", True, "https://nadra-madad.example/sawalat/shanakhti-card")
def _faq_details_ur() -> bytes:
    qa = [
        (
            "شناختی کارڈ کی تجدید کب کرانی چاہیے؟",
            "میعاد ختم ہونے سے چھ ماہ پہلے تک کسی بھی وقت تجدید کی درخواست دی جا سکتی ہے۔",
        ),
        (
            "کون سی دستاویزات درکار ہیں؟",
            "پرانا شناختی کارڈ اور، اگر پتہ بدلا ہو، تو نئے پتے کا ثبوت جیسے بجلی کا بل۔",
        ),
        ("فیس کتنی ہے؟", "عام کارڈ کی فیس چار سو روپے اور فوری کارڈ کی فیس دو ہزار پانچ سو روپے ہے۔"),
        ("کارڈ کتنے دن میں ملتا ہے؟", "عام درخواست پر تقریباً تیس دن اور فوری درخواست پر سات دن لگتے ہیں۔"),
    ]
    items = "".join(f"<details><summary>{q}</summary><p>{a}</p></details>" for q, a in qa)
    return page(
        "ur", "مدد", "شناختی کارڈ", f"<h1>شناختی کارڈ کی تجدید: عام سوالات</h1>{items}", layout="landing"
    )


@_case("full-match-ta", True, "https://vilaiyattu.example/cricket/2026/12/chennai-vs-mumbai")
def _match_ta() -> bytes:
    stats = "".join(
        f"<tr><td>{k}</td><td>{a}</td><td>{b}</td></tr>"
        for k, a, b in [
            ("ஓட்டங்கள்", "184/6", "176/9"),
            ("ஓவர்கள்", "20", "20"),
            ("சிக்ஸர்கள்", "9", "7"),
            ("பவுண்டரிகள்", "14", "12"),
        ]
    )
    text = (
        "<h1>கடைசி ஓவரில் சென்னை அணி வெற்றி</h1>"
        "<p>சென்னையில் நேற்று நடந்த போட்டியில் மும்பை அணியை எட்டு ஓட்டங்கள் வித்தியாசத்தில் சென்னை அணி வென்றது. முதலில் ஆடிய சென்னை அணி இருபது ஓவர்களில் ஆறு விக்கெட் இழப்புக்கு 184 ஓட்டங்கள் எடுத்தது.</p>"
        "<p>இலக்கைத் துரத்திய மும்பை அணி கடைசி ஓவரில் பதினைந்து ஓட்டங்கள் தேவைப்பட்ட நிலையில் இருந்தது. ஆனால் இளம் வேகப்பந்து வீச்சாளர் இரண்டு விக்கெட்டுகளை வீழ்த்தி வெற்றியை உறுதி செய்தார்.</p>"
        f"<table class='stats'><tr><th></th><th>சென்னை</th><th>மும்பை</th></tr>{stats}</table>"
    )
    return page("ta", "விளையாட்டு", "சென்னை வெற்றி", text, layout="cssinjs")


@_case("full-brief-ka", True, "https://ambebi.example/2026/12/03/metro")
def _brief_ka() -> bytes:
    text = (
        "<h1>თბილისის მეტროში ახალი სადგური გაიხსნა</h1>"
        "<p>თბილისის მეტროს ვაკის ხაზზე ახალი სადგური დღეს დილით გაიხსნა. მერიის ცნობით, სადგური დღეში ოცდაათ ათას მგზავრს მოემსახურება და ვაკიდან ცენტრამდე მგზავრობის დროს თხუთმეტი წუთით შეამცირებს. "
        "მშენებლობა ოთხ წელიწადს გაგრძელდა და ას ოცი მილიონი ლარი დაჯდა. მომავალ წელს ხაზის გაგრძელება უნივერსიტეტამდე იგეგმება.</p>"
    )
    return page("ka", "ამბები", "ახალი სადგური", text, layout="drupal")


@_case("full-encyclopedia-hy", True, "https://hanragitaran.example/Սևանա_լիճ")
def _encyclopedia_hy() -> bytes:
    text = (
        "<h1>Սևանա լիճ</h1>"
        "<p>Սևանա լիճը Հայաստանի ամենամեծ լիճն է և Կովկասի ամենամեծ քաղցրահամ լճերից մեկը։ Այն գտնվում է ծովի մակերևույթից մոտ 1900 մետր բարձրության վրա։</p>"
        "<p>Լիճը սնվում է շուրջ երեսուն գետերով ու առվակներով, իսկ դրանից սկիզբ է առնում միայն Հրազդան գետը։ Քսաներորդ դարում ջրի մակարդակը զգալիորեն իջավ ոռոգման և էլեկտրաէներգիայի արտադրության պատճառով։</p>"
        "<p>Լճի ափին է գտնվում Սևանավանքը՝ իններորդ դարի վանական համալիր, որը երկրի ամենաայցելվող վայրերից է։</p>"
    )
    return page("hy", "Հանրագիտարան", "Սևանա լիճ", text, layout="docs")


@_case("full-lecture-mr", True, "https://vyakhyan.example/2026/paani-vyavasthapan")
def _lecture_mr() -> bytes:
    text = (
        "<h1>पाणी व्यवस्थापन: डॉ. सुनीता जोशी यांचे व्याख्यान</h1><p class='meta'>लिखित रूपांतर · ४५ मिनिटे</p>"
        "<p>नमस्कार. आज आपण गावपातळीवरील पाणी व्यवस्थापनाबद्दल बोलणार आहोत. महाराष्ट्रातील बहुतेक गावे पावसावर अवलंबून आहेत, आणि पाऊस अनियमित झाल्यामुळे उन्हाळ्यात टँकरची गरज वाढत आहे.</p>"
        "<p>पहिली गोष्ट म्हणजे पाणलोट विकास. डोंगरउतारावर चर खणले, बांध घातले, तर पावसाचे पाणी जमिनीत मुरते आणि विहिरींची पातळी वाढते. अनेक गावांनी हे लोकसहभागातून करून दाखवले आहे.</p>"
        "<p>दुसरी गोष्ट म्हणजे पिकांची निवड. कमी पाण्यात येणारी पिके आणि ठिबक सिंचन वापरले तर तेवढ्याच पाण्यात अधिक क्षेत्र भिजते. शेवटी, पाण्याचा हिशोब ठेवणे गरजेचे आहे; जे मोजले जाते, त्याचेच नियोजन होते.</p>"
    )
    return page("mr", "व्याख्यान", "पाणी व्यवस्थापन", text, layout="landing")


@_case("full-troubleshoot-sl", True, "https://pomoc.example/pralni-stroj/kode-napak")
def _troubleshoot_sl() -> bytes:
    rows = "".join(
        f"<tr><td>{c}</td><td>{m}</td><td>{f}</td></tr>"
        for c, m, f in [
            (
                "E01",
                "Vrata niso pravilno zaprta.",
                "Odprite in ponovno trdno zaprite vrata; preverite, ali perilo ne moli iz bobna.",
            ),
            (
                "E02",
                "Stroj ne dobi vode.",
                "Preverite, ali je pipa odprta in ali cev ni prepognjena; očistite filter na dovodu.",
            ),
            (
                "E03",
                "Voda ne odteka.",
                "Očistite črpalni filter spodaj desno; pred tem podstavite posodo za vodo.",
            ),
            (
                "E05",
                "Napaka grelca.",
                "Izklopite stroj za deset minut; če se napaka ponovi, pokličite servis.",
            ),
        ]
    )
    text = (
        "<h1>Kode napak pralnega stroja</h1><p>Ko stroj zazna težavo, na zaslonu izpiše kodo. V tabeli so najpogostejše kode, njihov pomen in kaj lahko naredite sami, preden pokličete servis.</p>"
        f"<table><tr><th>Koda</th><th>Pomen</th><th>Kaj storiti</th></tr>{rows}</table>"
    )
    return page("sl", "Pomoč", "Kode napak", text, layout="docs")


@_case("full-about-agegates-da", True, "https://tekno.example/2026/11/aldersbekraeftelse")
def _about_agegates_da() -> bytes:
    text = (
        "<h1>Sådan skal aldersbekræftelse virke på nettet</h1>"
        "<p>Fra næste år skal hjemmesider, der sælger alkohol eller viser voksenindhold, kontrollere brugernes alder mere grundigt. Et klik på “Ja, jeg er over 18” er ikke længere nok, siger Digitaliseringsstyrelsen.</p>"
        "<p>I stedet skal siderne bruge en løsning, hvor brugeren beviser sin alder uden at afsløre navn eller cpr-nummer. Styrelsen tester en app, der kun sender svaret “over 18” videre til hjemmesiden.</p>"
        "<p>Kritikere frygter, at mindre webshops ikke har råd til de nye krav. Styrelsen lover en gratis løsning, der kan tages i brug i løbet af foråret.</p>"
    )
    return page("da", "Tekno", "Aldersbekræftelse", text, layout="drupal")


@_case("full-agegate-overlay-nb", True, "https://vinbladet.example/anmeldelser/barolo-2019")
def _agegate_overlay_nb() -> bytes:
    gate = (
        "<div class='age-overlay' role='dialog'><p>Du må være over 18 år for å lese om alkohol.</p>"
        "<button>Jeg er over 18</button><button>Jeg er under 18</button></div>"
    )
    text = (
        "<article><h1>Barolo 2019 fra Serralunga: stram, men lovende</h1><p class='score'>92 poeng</p>"
        "<p>Årgangen 2019 ga kjølige, strukturerte viner i Piemonte, og denne er intet unntak. I glasset er den lys granatrød med oransje kant.</p>"
        "<p>Duften er av kirsebær, roser, tjære og litt lakris. I munnen er tanninene ennå faste, men frukten er dyp nok til å bære dem. Syren gir lengde og friskhet.</p>"
        "<p>Vinen bør ligge noen år til. Drikk den fra 2027 til 2040, gjerne til vilt eller modne oster.</p></article>"
    )
    return page("nb", "Vinbladet", "Barolo 2019", text, layout="cssinjs", extra=gate)


# a 41-word brief with no date, dateline or byline: kept since round 12 (one paragraph, `BRIEF_PARAGRAPH_SHARE`)
_OPEN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 9 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
