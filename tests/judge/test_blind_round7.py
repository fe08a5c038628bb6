"""Blind round 7 (#17): labelled synthetic pages written before the judge's rules were read.

Thin pages of the kinds the issue names, in variants rounds 5 and 6 lack (news rivers in card and
portal layouts, people and school directories, parked and coming-soon domains, share, print and
redirect interstitials, comment-only pages, app shells, 200-served quota notices), and full pages
that look like them (briefs, press releases, dictionary entries, Thai, Arabic, Hebrew, Hindi, CJK
articles, tables, code docs, recipes, changelogs, FAQs, obituaries, statutes, poems and short
fiction, articles about cookies, captchas, 404s, paywalls and rate limits, content pages with a
consent banner, a captcha comment form, a newsletter box, a CSS paywall) in nineteen languages and
seven layouts (`blind_chrome7`). Batch 1 (41 thin, 37 full) was run once at first sight; batch 2
(`thin2-`/`full2-`, 19 thin, 14 full) was written after seeing only batch 1's verdicts and reason
names, to try the same kinds with more words. Each page goes through the public API only. The pages
missed at first sight are listed in `_BLIND_MISSES` (see docs/benchmarks.md, "#17, blind round 7").
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome7 import page

CASES: list[Case] = []
_case = registry(CASES)


# ---------------------------------------------------------------- thin: rivers, archives, search


@_case("thin-river-sv", False, "https://nyhetsflode.example/senaste")
def _river_sv() -> bytes:
    items = [
        (
            "Riksbanken lämnar räntan oförändrad",
            "Dagsposten",
            "Beskedet var väntat men kronan stärktes ändå under eftermiddagen.",
        ),
        (
            "Snökaos stoppar tågen i Norrland",
            "Norrlandsradion",
            "Trafikverket räknar med att banan öppnar igen tidigast i morgon.",
        ),
        (
            "Ny rekordnotering för elpriset i söder",
            "Energibladet",
            "Timpriset steg till över fem kronor under kvällens topp.",
        ),
        (
            "Kommunen säger upp avtalet med bussbolaget",
            "Lokaltidningen",
            "Förseningarna har ökat kraftigt sedan i somras.",
        ),
        (
            "Landslaget klart för VM efter vändning",
            "Sportexpressen",
            "Två mål i andra halvlek räckte hela vägen.",
        ),
        (
            "Forskare hittar mikroplast i fjällsjöar",
            "Vetenskapsnytt",
            "Proverna togs på över tusen meters höjd.",
        ),
        (
            "Bostadspriserna sjönk för tredje månaden",
            "Fastighetsnytt",
            "Nedgången är störst i storstadsregionerna.",
        ),
        (
            "Stor brand i industrilokal i Västerås",
            "VLT Direkt",
            "Ingen person ska ha skadats enligt räddningstjänsten.",
        ),
        (
            "Apotek varnar för brist på febermedicin",
            "Hälsoportalen",
            "Leveranserna väntas komma i gång igen i januari.",
        ),
        (
            "Matpriserna steg mer än väntat i november",
            "Ekonomidagen",
            "Det var främst frukt och grönsaker som blev dyrare.",
        ),
    ]
    rows = "".join(
        f"<div class='nf-row'><a class='nf-h' href='https://{s.lower()}.example/a/{i}'>{h}</a><div class='nf-meta'>{s} · {i * 4 + 2} min</div><div class='nf-b'>{b}</div></div>"
        for i, (h, s, b) in enumerate(items)
    )
    return page(
        "sv",
        "Nyhetsflöde",
        "Senaste nytt – Nyhetsflöde",
        f"<h1>Senaste nytt</h1><div class='nf'>{rows}</div>",
        layout="portal",
    )


@_case("thin-river-el", False, "https://eidiseis-tora.example/roi")
def _river_el() -> bytes:
    items = [
        (
            "Νέα μέτρα για το ενοίκιο ανακοίνωσε η κυβέρνηση",
            "Καθημερινή Ροή",
            "Το πρόγραμμα αφορά νέους κάτω των 35 ετών.",
        ),
        (
            "Σεισμός 4,6 Ρίχτερ αισθητός στην Αττική",
            "Ειδήσεις 24",
            "Δεν αναφέρθηκαν ζημιές, σύμφωνα με την πολιτική προστασία.",
        ),
        ("Απεργία στα μέσα μεταφοράς την Πέμπτη", "Αστικά Νέα", "Χωρίς μετρό και τραμ από τις 10 το πρωί."),
        (
            "Ρεκόρ αφίξεων τουριστών τον Οκτώβριο",
            "Οικονομικός Ταχυδρόμος",
            "Η αύξηση ξεπέρασε το 12% σε σχέση με πέρυσι.",
        ),
        ("Πρόκριση για την εθνική μπάσκετ", "Σπορ Τώρα", "Νίκη με διαφορά δέκα πόντων στο κλειστό."),
        (
            "Άνοιξε το νέο μουσείο στη Θεσσαλονίκη",
            "Πολιτισμός Σήμερα",
            "Η είσοδος θα είναι δωρεάν τον πρώτο μήνα.",
        ),
        (
            "Αυξάνονται οι τιμές στο ελαιόλαδο",
            "Αγροτικά Νέα",
            "Η ξηρασία μείωσε την παραγωγή σε Κρήτη και Πελοπόννησο.",
        ),
        ("Διακοπές ρεύματος σε τρεις δήμους", "Τοπικά Νέα", "Οι εργασίες θα διαρκέσουν ως το απόγευμα."),
        ("Νέα φάρμακα στη λίστα αποζημίωσης", "Υγεία Online", "Περιλαμβάνονται θεραπείες για τον διαβήτη."),
    ]
    cards = "".join(
        f"<article class='tile'><img src='/t/{i}.webp' alt=''><h3><a href='https://src{i}.example/x'>{h}</a></h3><p class='tile-src'>{s}</p><p class='tile-sum'>{b}</p></article>"
        for i, (h, s, b) in enumerate(items)
    )
    return page(
        "el",
        "Ειδήσεις Τώρα",
        "Ροή ειδήσεων | Ειδήσεις Τώρα",
        f"<h1>Όλες οι ειδήσεις</h1><section class='tiles'>{cards}</section><a class='more' href='?p=2'>Περισσότερα</a>",
        layout="magazine",
    )


@_case("thin-tagarchive-cs", False, "https://domov-a-zahrada.example/stitek/rajcata")
def _tagarchive_cs() -> bytes:
    posts = [
        (
            "Jak předpěstovat rajčata na parapetu",
            "12. 3. 2026",
            "Semínka vysejte koncem února do malých kelímků…",
        ),
        ("Pět odrůd rajčat, které zvládnou i stín", "2. 4. 2026", "Ne každá zahrada má slunce celý den…"),
        ("Vyštipování rajčat: kdy a proč", "20. 5. 2026", "Zálistky berou rostlině sílu…"),
        ("Plíseň na rajčatech a jak jí předejít", "14. 6. 2026", "Vlhké léto je pro plíseň ideální…"),
        (
            "Sklizeň a skladování zelených rajčat",
            "30. 9. 2026",
            "Na konci sezóny zůstane na keřích spousta plodů…",
        ),
        ("Rajčatový protlak podle babičky", "5. 10. 2026", "Recept, který se v rodině dědí…"),
    ]
    cards = "".join(
        f"<div class='card'><a href='/clanek/{i}'><img src='/n/{i}.jpg' alt=''></a><div class='card-b'><h2><a href='/clanek/{i}'>{t}</a></h2><span class='date'>{d}</span><p>{e}</p><a class='rm' href='/clanek/{i}'>Číst dál</a></div></div>"
        for i, (t, d, e) in enumerate(posts)
    )
    content = f"<h1>Štítek: rajčata</h1><p class='count'>Články se štítkem „rajčata“ (6)</p><div class='cards'>{cards}</div><div class='pager'><a href='?str=2'>2</a> <a href='?str=3'>3</a></div>"
    return page("cs", "Domov a zahrada", "rajčata – Domov a zahrada", content, layout="magazine")


@_case("thin-category-fi", False, "https://kahvikirjasto.example/kategoria/matkat")
def _category_fi() -> bytes:
    posts = [
        ("Viikonloppu Tallinnassa pienellä budjetilla", "14.11.2026"),
        ("Junalla Lappiin – kokemuksia yöjunasta", "2.10.2026"),
        ("Kolme päivää Tukholman saaristossa", "18.8.2026"),
        ("Pyöräretki Ahvenanmaan ympäri", "1.7.2026"),
        ("Lissabon sateella: mitä tehdä", "22.5.2026"),
        ("Retkeily Nuuksiossa talvella", "9.2.2026"),
        ("Kööpenhaminan parhaat kahvilat", "11.1.2026"),
        ("Berliini ilman autoa", "3.12.2025"),
    ]
    lis = "".join(f"<li><time>{d}</time> <a href='/{i}/'>{t}</a></li>" for i, (t, d) in enumerate(posts))
    return page(
        "fi",
        "Kahvikirjasto",
        "Matkat | Kahvikirjasto",
        f"<h1>Kategoria: Matkat</h1><ul class='archive'>{lis}</ul><p><a href='/page/2/'>Vanhemmat kirjoitukset →</a></p>",
        layout="ssg",
    )


@_case("thin-search-it", False, "https://ateneo-lombardo.example/cerca?q=borse+di+studio")
def _search_it() -> bytes:
    hits = [
        (
            "Borse di studio regionali 2026/27",
            "/studenti/borse-regionali",
            "…domande entro il 30 settembre. Requisiti ISEE e merito…",
        ),
        (
            "Borse per la mobilità internazionale",
            "/internazionale/borse",
            "…contributo mensile per gli studenti in Erasmus…",
        ),
        (
            "Esonero tasse e borse di studio",
            "/tasse/esoneri",
            "…chi riceve la borsa è esonerato dal pagamento della…",
        ),
        ("Bando borse di dottorato", "/dottorato/bando", "…42 posti con borsa nei corsi del XLI ciclo…"),
        ("Premi di laurea", "/studenti/premi", "…premi per tesi di laurea su temi di sostenibilità…"),
        ("FAQ – Borse di studio", "/faq/borse", "…come verificare lo stato della domanda…"),
    ]
    res = "".join(
        f"<li class='sr'><a href='{u}'>{t}</a><cite>ateneo-lombardo.example{u}</cite><p>{s}</p></li>"
        for t, u, s in hits
    )
    content = (
        "<h1>Risultati della ricerca</h1><form class='sbox'><input name='q' value='borse di studio'><button>Cerca</button></form>"
        f"<p class='sr-n'>Circa 214 risultati per «borse di studio»</p><ol class='sr-list'>{res}</ol>"
        "<div class='sr-pg'><a href='?q=borse+di+studio&amp;p=2'>Successiva ›</a></div>"
    )
    return page("it", "Ateneo Lombardo", "Cerca: borse di studio – Ateneo Lombardo", content, layout="campus")


@_case("thin-search-th", False, "https://talad-khao.example/search?kw=โทรศัพท์")
def _search_th() -> bytes:
    hits = [
        ("โทรศัพท์มือถือรุ่นใหม่เปิดตัวในไทย", "ราคาเริ่มต้น 12,990 บาท วางขายสัปดาห์หน้า"),
        ("วิธีเลือกโทรศัพท์สำหรับผู้สูงอายุ", "ปุ่มใหญ่ หน้าจออ่านง่าย และแบตเตอรี่ทน"),
        ("ค่ายมือถือปรับราคาแพ็กเกจ", "เริ่มมีผลวันที่ 1 ของเดือนหน้า"),
        ("รีวิวโทรศัพท์กล้องดีงบไม่เกินหมื่น", "เปรียบเทียบห้ารุ่นยอดนิยม"),
        ("แจ้งเตือนโทรศัพท์หลอกลวงระบาด", "ตำรวจเตือนอย่ากดลิงก์ในข้อความ"),
        ("ตลาดโทรศัพท์มือสองโตต่อเนื่อง", "ผู้ซื้อหันมาเลือกเครื่องรีเฟอร์บิช"),
    ]
    res = "".join(
        f"<div class='res'><h3><a href='/news/{i}'>{t}</a></h3><p>{s}</p><span class='d'>{i + 1} ชั่วโมงที่แล้ว</span></div>"
        for i, (t, s) in enumerate(hits)
    )
    return page(
        "th",
        "ตลาดข่าว",
        "ผลการค้นหา: โทรศัพท์",
        f"<h1>ผลการค้นหา “โทรศัพท์”</h1><p>พบ 1,284 รายการ</p>{res}<a href='?kw=โทรศัพท์&amp;page=2'>หน้าถัดไป</a>",
        layout="portal",
    )


# ---------------------------------------------------------------- thin: directories, clouds, media


@_case("thin-dir-business-ro", False, "https://firme-locale.example/cluj/instalatori")
def _dir_business_ro() -> bytes:
    firms = [
        ("Instal Expert SRL", "Str. Horea 12, Cluj-Napoca", "0264 555 101"),
        ("Termo Casa", "Bd. 21 Decembrie 40, Cluj-Napoca", "0745 200 311"),
        ("Apa & Gaz Service", "Str. Fabricii 3, Florești", "0722 410 902"),
        ("Sanitar Rapid NON-STOP", "Calea Turzii 88, Cluj-Napoca", "0766 123 456"),
        ("Ion Pop – instalator autorizat", "Str. Observatorului 5, Cluj-Napoca", "0740 998 877"),
        ("CentralTerm Montaj", "Str. Oașului 101, Cluj-Napoca", "0264 444 222"),
        ("Încălzire Verde SRL", "Str. Traian Vuia 7, Apahida", "0751 333 210"),
    ]
    rows = "".join(
        f"<tr><td><b><a href='/firma/{i}'>{n}</a></b><br><font size='1'>{a}</font></td><td>{t}</td><td><a href='/firma/{i}#recenzii'>★★★★☆</a></td></tr>"
        for i, (n, a, t) in enumerate(firms)
    )
    content = f"<h1>Instalatori în Cluj</h1><p>7 firme găsite în categoria Instalatori sanitari și termice.</p><table border='1' cellpadding='3'>{rows}</table><p><a href='/adauga'>Adaugă firma ta gratuit</a></p>"
    return page("ro", "Firme Locale", "Instalatori Cluj – Firme Locale", content, layout="legacy")


@_case("thin-dir-people-en", False, "https://northfield-college.example/staff/chemistry")
def _dir_people_en() -> bytes:
    people = [
        ("Dr. Amelia Hart", "Head of Department", "a.hart", "2.14"),
        ("Prof. Rajesh Nair", "Professor of Physical Chemistry", "r.nair", "2.09"),
        ("Dr. Li Wen", "Senior Lecturer", "l.wen", "3.01"),
        ("Dr. Tomás Ortega", "Lecturer in Organic Chemistry", "t.ortega", "3.05"),
        ("Hannah Cole", "Laboratory Manager", "h.cole", "B.12"),
        ("Dr. Yusuf Demir", "Research Fellow", "y.demir", "3.22"),
        ("Grace Obi", "Department Administrator", "g.obi", "2.01"),
        ("Dr. Nina Sørensen", "Teaching Fellow", "n.sorensen", "3.18"),
    ]
    cards = "".join(
        f"<div class='person'><img src='/p/{u}.jpg' alt=''><h3><a href='/people/{u}'>{n}</a></h3><p class='role'>{r}</p><p><a href='mailto:{u}@northfield.example'>{u}@northfield.example</a> · Room {rm}</p></div>"
        for n, r, u, rm in people
    )
    return page(
        "en",
        "Northfield College",
        "Staff – Department of Chemistry – Northfield College",
        f"<h1>Department of Chemistry: staff</h1><div class='people-grid'>{cards}</div>",
        layout="campus",
    )


@_case("thin-dir-schools-hu", False, "https://iskolakereso.example/budapest/gimnaziumok")
def _dir_schools_hu() -> bytes:
    schools = [
        ("Petőfi Sándor Gimnázium", "XII. kerület", "Állami", "4 és 6 évfolyamos"),
        ("Szent Margit Gimnázium", "XI. kerület", "Egyházi", "4 és 8 évfolyamos"),
        ("Kossuth Lajos Gimnázium", "XIV. kerület", "Állami", "4 évfolyamos"),
        ("Eötvös József Gimnázium", "V. kerület", "Állami", "4 és 6 évfolyamos"),
        ("Budai Alapítványi Gimnázium", "II. kerület", "Alapítványi", "5 évfolyamos"),
        ("Arany János Gimnázium", "VIII. kerület", "Állami", "4 évfolyamos"),
        ("Pannónia Két Tanítási Nyelvű Gimnázium", "XIII. kerület", "Állami", "5 évfolyamos"),
    ]
    rows = "".join(
        f"<tr><td><a href='/iskola/{i}'>{n}</a></td><td>{k}</td><td>{f}</td><td>{t}</td></tr>"
        for i, (n, k, f, t) in enumerate(schools)
    )
    content = (
        "<h1>Gimnáziumok Budapesten</h1><div class='filters'><select><option>Minden kerület</option></select><select><option>Fenntartó</option></select></div>"
        f"<table class='list'><thead><tr><th>Iskola</th><th>Kerület</th><th>Fenntartó</th><th>Képzés</th></tr></thead><tbody>{rows}</tbody></table>"
    )
    return page("hu", "Iskolakereső", "Gimnáziumok Budapesten – Iskolakereső", content, layout="portal")


@_case("thin-tagcloud-de", False, "https://zettelkasten-blog.example/schlagworte/")
def _tagcloud_de() -> bytes:
    tags = [
        ("Achtsamkeit", 3),
        ("Bücher", 14),
        ("Datenschutz", 5),
        ("Fahrrad", 9),
        ("Fotografie", 11),
        ("Garten", 4),
        ("Kochen", 17),
        ("Linux", 8),
        ("Minimalismus", 6),
        ("Notizen", 21),
        ("Podcast", 2),
        ("Produktivität", 12),
        ("Reisen", 10),
        ("Schreiben", 19),
        ("Tee", 3),
        ("Wandern", 7),
        ("Werkzeuge", 5),
        ("Zettelkasten", 25),
    ]
    cloud = " ".join(
        f"<a class='tag s{min(n // 5, 4)}' href='/schlagworte/{t.lower()}/' style='font-size:{80 + n * 4}%'>{t}</a>"
        for t, n in tags
    )
    return page(
        "de",
        "Zettelkasten-Blog",
        "Schlagworte – Zettelkasten-Blog",
        f"<h1>Alle Schlagworte</h1><div class='taxonomy-cloud'>{cloud}</div>",
        layout="ssg",
    )


@_case("thin-gallery-sv", False, "https://bildarkivet.example/galleri/midsommar-2026")
def _gallery_sv() -> bytes:
    caps = [
        "Dansen kring stången i Leksand",
        "Blomsterkransar på bryggan",
        "Sillbordet är dukat",
        "Regnet kom vid fyratiden",
        "Barnen tävlar i säckhoppning",
        "Solnedgång över sjön",
        "Spelmän i folkdräkt",
        "Sista bilden för kvällen",
    ]
    figs = "".join(
        f"<figure class='g-item'><a href='/foto/{i}.jpg'><img src='/foto/{i}_s.jpg' alt='{c}'></a><figcaption>{c}</figcaption></figure>"
        for i, c in enumerate(caps)
    )
    content = f"<h1>Midsommar 2026 – bildspel</h1><p class='g-meta'>Foto: Karin Ek · 8 bilder</p><div class='g-grid'>{figs}</div><div class='share'><a href='#'>Dela</a></div>"
    return page("sv", "Bildarkivet", "Midsommar 2026 – bilder", content, layout="magazine")


@_case("thin-video-pt", False, "https://tvnaweb.example/v/9981")
def _video_pt() -> bytes:
    rel = "".join(
        f"<li><a href='/v/{9900 + i}'><img src='/th/{i}.jpg' alt=''><span>{t}</span><span class='dur'>{d}</span></a></li>"
        for i, (t, d) in enumerate(
            [
                ("Gol de placa no clássico de domingo", "1:12"),
                ("Previsão do tempo para o fim de semana", "2:40"),
                ("Receita rápida de bolo de cenoura", "4:05"),
                ("Trânsito intenso na marginal", "0:58"),
            ]
        )
    )
    content = (
        "<div class='player'><video poster='/p/9981.jpg' controls src='/media/9981.mp4'></video></div>"
        "<h1>Enchente atinge bairros da zona norte</h1><div class='v-meta'>23 mil visualizações · há 3 horas</div>"
        "<p class='v-desc'>Moradores registraram a subida da água. Veja as imagens.</p>"
        f"<div class='v-actions'><button>👍 1,2 mil</button><button>Compartilhar</button></div><h2>Próximos vídeos</h2><ul class='rel'>{rel}</ul>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "VideoObject",
            "name": "Enchente atinge bairros da zona norte",
            "uploadDate": "2026-12-02",
        }
    )
    return page(
        "pt",
        "TV na Web",
        "Enchente atinge bairros da zona norte – vídeo",
        content,
        layout="mobile",
        head=head,
    )


@_case("thin-gallery-zh", False, "https://tupian.example/album/3321")
def _gallery_zh() -> bytes:
    caps = [
        "西湖晨雾",
        "断桥残雪",
        "雷峰塔夜景",
        "龙井茶园",
        "灵隐寺古树",
        "苏堤春晓",
        "河坊街灯笼",
        "钱塘江大桥",
    ]
    figs = "".join(
        f"<li><a href='/photo/{i}'><img src='/i/{i}.jpg' alt='{c}'></a><p>{c}</p><span class='likes'>♥ {40 + i * 7}</span></li>"
        for i, c in enumerate(caps)
    )
    return page(
        "zh",
        "图片频道",
        "杭州冬日 组图",
        f"<h1>组图：杭州冬日</h1><div class='meta'>共8张 · 摄影：王磊</div><ul class='album'>{figs}</ul><a href='/album/3322'>下一组</a>",
        layout="portal",
    )


# ---------------------------------------------------------------- thin: doorways, quotas, paywalls


@_case("thin-doorway-en", False, "https://cheap-car-insurance-springfield.example/")
def _doorway_en() -> bytes:
    kw = "cheap car insurance Springfield"
    paras = [
        f"Looking for {kw}? Our {kw} quotes help you find {kw} today. Compare {kw} and get the best {kw} rates.",
        f"Why choose {kw}? Because {kw} is affordable car insurance Springfield drivers trust. Best {kw} quotes online.",
        f"Get {kw} now. Car insurance Springfield, auto insurance Springfield, cheap auto insurance Springfield, insurance quotes Springfield.",
        f"Call today for {kw}. {kw.capitalize()} near me. {kw.capitalize()} for young drivers. {kw.capitalize()} no deposit.",
    ]
    links = " ".join(
        f"<a href='/{c.lower()}'>cheap car insurance {c}</a>"
        for c in ["Shelbyville", "Capital City", "Ogdenville", "North Haverbrook", "Brockway"]
    )
    content = f"<h1>Cheap Car Insurance Springfield</h1>{''.join(f'<p>{p}</p>' for p in paras)}<p class='cta'><a href='/quote'>GET QUOTE NOW</a></p><div class='kw-links'>{links}</div>"
    return page(
        "en",
        "Cheap Car Insurance Springfield",
        "Cheap Car Insurance Springfield | Car Insurance Springfield Quotes",
        content,
        layout="legacy",
        side=False,
    )


@_case("thin-doorway-es", False, "https://abogados-accidentes-valencia.example/")
def _doorway_es() -> bytes:
    k = "abogados de accidentes de tráfico en Valencia"
    body = (
        f"<p>Los mejores {k}. Si busca {k}, nuestros {k} le ayudan. {k.capitalize()} baratos, {k} gratis, {k} expertos.</p>"
        f"<p>Abogado accidente tráfico Valencia, abogado accidente coche Valencia, abogado accidente moto Valencia, indemnización accidente Valencia, "
        f"reclamación accidente Valencia, abogado accidentes Valencia centro.</p><p>Contacte hoy con {k}. {k.capitalize()} 24 horas.</p>"
    )
    towns = " · ".join(
        f"<a href='/{t.lower()}'>abogados accidentes {t}</a>"
        for t in ["Torrent", "Paterna", "Sagunto", "Gandia", "Alzira", "Burjassot"]
    )
    return page(
        "es",
        "Abogados Accidentes Valencia",
        f"{k.capitalize()} | Abogados Valencia",
        f"<h1>Abogados de accidentes de tráfico en Valencia</h1>{body}<div class='ciudades'>{towns}</div><a class='btn' href='tel:+34600000000'>LLAME YA</a>",
        layout="mobile",
        side=False,
    )


@_case("thin-quota-en", False, "https://geodata-api.example/v2/explorer")
def _quota_en() -> bytes:
    content = (
        "<div class='db-alert db-alert--error'><h2>Daily quota exceeded</h2>"
        "<p>Your workspace has used 10,000 of 10,000 requests for today. New requests will be rejected until the quota resets at 00:00 UTC.</p>"
        "<p><a class='btn' href='/billing/upgrade'>Upgrade plan</a> <a href='/docs/limits'>Learn about limits</a></p></div>"
    )
    return page("en", "GeoData API", "Explorer – GeoData API", content, layout="dashboard")


@_case("thin-429-fr", False, "https://annuaire-meteo.example/previsions/lyon")
def _ratelimit_fr() -> bytes:
    content = (
        "<div class='erreur'><h1>Trop de requêtes</h1><p>Vous avez effectué un trop grand nombre de requêtes en peu de temps. "
        "Veuillez patienter quelques minutes avant de réessayer.</p><p class='code'>Erreur 429 · ID : 7f3c-22a1</p>"
        "<p><a href='/'>Retour à l'accueil</a></p></div>"
    )
    return page("fr", "Annuaire Météo", "Trop de requêtes", content, layout="magazine", side=False)


@_case("thin-ratelimit-he", False, "https://mador-tachbura.example/kavim/480")
def _ratelimit_he() -> bytes:
    content = (
        "<div class='notice'><h1>הגעת למגבלת הבקשות</h1><p>זיהינו מספר חריג של פניות מהכתובת שלך בדקות האחרונות. "
        "ניתן יהיה להמשיך לגלוש בעוד כ-60 שניות.</p><p><small>קוד שגיאה: RL-2031</small></p></div>"
    )
    return page("he", "מדור תחבורה", "מגבלת בקשות", content, layout="mobile", side=False)


@_case("thin-paywall-sv", False, "https://vastkustbladet.example/ekonomi/varvet-varslar")
def _paywall_sv() -> bytes:
    content = (
        "<article><span class='kicker'>Ekonomi</span><h1>Varvet varslar 340 anställda</h1><p class='byline'>Av Johan Lind · 3 dec 2026</p>"
        "<p class='ingress'>Orderingången har rasat sedan i våras och nu varslar varvet en tredjedel av personalen. Facket kallar beskedet en chock.</p>"
        "<div class='plus-lock'><h3>Läs vidare med Plus</h3><p>Första månaden för 1 kr. Avsluta när du vill.</p>"
        "<a class='btn' href='/kop'>Bli prenumerant</a> <a href='/logga-in'>Logga in</a></div></article>"
    )
    return page("sv", "Västkustbladet", "Varvet varslar 340 anställda", content, layout="magazine")


@_case("thin-paywall-it", False, "https://corriere-valle.example/cronaca/2026/12/03/frana")
def _paywall_it() -> bytes:
    content = (
        "<h1>Frana sulla provinciale, isolate tre frazioni</h1><p class='occhiello'>Le piogge della notte hanno fatto cedere il versante sopra Valmora</p>"
        "<p>Una frana di grandi dimensioni ha invaso la strada provinciale 21 all'alba di mercoledì, lasciando isolate circa duecento persone. "
        "I tecnici della Provincia sono al lavoro per</p>"
        "<div class='paywall-box'><strong>Questo articolo è riservato agli abbonati</strong><p>Abbonati a 0,99 € per il primo mese per leggere tutti gli articoli.</p>"
        "<a href='/abbonamenti'>Abbonati ora</a> · <a href='/login'>Sei già abbonato? Accedi</a></div>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Frana sulla provinciale, isolate tre frazioni",
            "isAccessibleForFree": False,
        }
    )
    return page(
        "it",
        "Corriere della Valle",
        "Frana sulla provinciale, isolate tre frazioni",
        content,
        layout="portal",
        head=head,
    )


@_case("thin-paywall-ar", False, "https://alyawm-iqtisad.example/article/88231")
def _paywall_ar() -> bytes:
    content = (
        "<h1>البنك المركزي يرفع سعر الفائدة للمرة الثالثة هذا العام</h1><p class='by'>القسم الاقتصادي · ٣ ديسمبر ٢٠٢٦</p>"
        "<p>قرر البنك المركزي رفع سعر الفائدة الرئيسي بمقدار ربع نقطة مئوية، في خطوة قال إنها تهدف إلى كبح التضخم الذي</p>"
        "<div class='lock'><h3>هذا المحتوى حصري للمشتركين</h3><p>اشترك الآن لقراءة المقال كاملاً والوصول إلى جميع التحليلات.</p>"
        "<a href='/subscribe'>اشترك الآن</a> <a href='/login'>تسجيل الدخول</a></div>"
    )
    return page("ar", "اليوم الاقتصادي", "البنك المركزي يرفع سعر الفائدة", content, layout="magazine")


# ---------------------------------------------------------------- thin: soft 404s, walls, challenges


@_case("thin-soft404-de", False, "https://stadtwerke-auen.example/service/tarife-2024")
def _soft404_de() -> bytes:
    content = (
        "<h1>Diese Seite ist umgezogen</h1><p>Die gesuchte Seite gibt es unter dieser Adresse nicht mehr. "
        "Vielleicht finden Sie, was Sie suchen, über unsere Startseite oder die Suche.</p>"
        "<ul><li><a href='/service'>Zum Serviceportal</a></li><li><a href='/suche'>Zur Suche</a></li></ul>"
    )
    return page("de", "Stadtwerke Auen", "Seite nicht gefunden – Stadtwerke Auen", content, layout="campus")


@_case("thin-soft404-en", False, "https://homefinder.example/listing/4471-maple-ave")
def _soft404_en() -> bytes:
    similar = "".join(
        f"<div class='lc'><a href='/listing/{n}'><img src='/l/{n}.jpg' alt=''><b>${p}</b> · {b} bd · {s}</a></div>"
        for n, p, b, s in [
            (4480, "389,000", 3, "12 Oak St"),
            (4492, "412,500", 4, "7 Birch Ln"),
            (4501, "355,000", 2, "88 Elm Ct"),
            (4517, "429,900", 3, "3 Cedar Rd"),
        ]
    )
    content = f"<div class='gone'><h1>This listing is no longer available</h1><p>The property may have been sold or taken off the market.</p></div><h2>Similar homes nearby</h2><div class='lcards'>{similar}</div>"
    return page("en", "HomeFinder", "Listing unavailable | HomeFinder", content, layout="magazine")


@_case("thin-soft404-fi", False, "https://verkkokauppa-pohjola.example/haku?q=lumilinko+x9")
def _soft404_fi() -> bytes:
    content = (
        "<h1>Hakutulokset: ”lumilinko x9”</h1><p class='zero'>0 tulosta</p><p>Emme löytäneet tuotteita hakusanallasi. Tarkista kirjoitusasu tai kokeile yleisempää hakusanaa.</p>"
        "<h3>Suosittuja hakuja</h3><p><a href='/haku?q=lumilinko'>lumilinko</a> <a href='/haku?q=lumikola'>lumikola</a> <a href='/haku?q=talvirenkaat'>talvirenkaat</a></p>"
    )
    return page("fi", "Verkkokauppa Pohjola", "Haku – Verkkokauppa Pohjola", content, layout="portal")


@_case("thin-login-cs", False, "https://intranet-skoly.example/rozvrh/3b")
def _login_cs() -> bytes:
    content = (
        "<div class='login-box'><h1>Přihlášení</h1><p>Pro zobrazení této stránky se musíte přihlásit.</p>"
        "<form method='post' action='/login'><label>Uživatelské jméno <input name='u'></label><label>Heslo <input type='password' name='p'></label>"
        "<label><input type='checkbox'> Zapamatovat si mě</label><button>Přihlásit se</button></form>"
        "<p><a href='/zapomenute-heslo'>Zapomněli jste heslo?</a></p></div>"
    )
    return page("cs", "Intranet ZŠ Hradec", "Přihlášení", content, layout="campus")


@_case("thin-login-en", False, "https://linkedcircle.example/in/maria-gonzalez-4421")
def _login_en() -> bytes:
    content = (
        "<div class='profile-peek'><img src='/blur.jpg' alt=''><h1>Maria Gonzalez</h1><p>Product Manager · Austin, Texas · 500+ connections</p></div>"
        "<div class='wall'><h2>See Maria's full profile</h2><p>Join LinkedCircle to see experience, education and mutual connections.</p>"
        "<a class='btn' href='/signup'>Join now</a> <a href='/login'>Sign in</a><p class='small'>By clicking Join now you agree to the User Agreement.</p></div>"
    )
    return page(
        "en", "LinkedCircle", "Maria Gonzalez – Product Manager | LinkedCircle", content, layout="dashboard"
    )


@_case("thin-consent-it", False, "https://ricettedellanonna.example/tiramisu-classico")
def _consent_it() -> bytes:
    content = (
        "<div class='cw-overlay' role='dialog' aria-modal='true'><div class='cw-panel'><h2>Il tuo consenso per la privacy</h2>"
        "<p>Noi e i nostri 214 partner utilizziamo cookie e tecnologie simili per memorizzare e accedere a informazioni sul dispositivo, "
        "per annunci e contenuti personalizzati, misurazione degli annunci e dei contenuti e sviluppo di prodotti.</p>"
        "<p>Puoi accettare, rifiutare o personalizzare le tue scelte. Per continuare a leggere senza consenso abbonati a 2,99 € al mese.</p>"
        "<button>Accetta e continua</button> <button>Personalizza</button> <a href='/abbonati'>Abbonati</a></div></div>"
    )
    return page(
        "it",
        "Ricette della Nonna",
        "Tiramisù classico – Ricette della Nonna",
        content,
        layout="magazine",
        side=False,
    )


@_case("thin-consent-sv", False, "https://motorjournalen.example/test/elbil-2026")
def _consent_sv() -> bytes:
    vendors = "".join(
        f"<li><label><input type='checkbox' checked> {v}</label></li>"
        for v in [
            "Annonsnätverk A",
            "Mätpartner B",
            "Videoplattform C",
            "Analysleverantör D",
            "Sociala medier E",
        ]
    )
    content = (
        "<div id='samtycke' class='sm-wall'><h2>Vi värnar om din integritet</h2><p>Vi och våra partner behandlar personuppgifter, till exempel din IP-adress, "
        f"med hjälp av kakor för att visa anpassade annonser och mäta trafik.</p><details><summary>Visa partner (5)</summary><ul>{vendors}</ul></details>"
        "<button class='sm-all'>Godkänn alla</button> <button class='sm-none'>Endast nödvändiga</button></div>"
    )
    return page(
        "sv", "Motorjournalen", "Test: elbilar 2026 – Motorjournalen", content, layout="portal", side=False
    )


@_case("thin-bot-en", False, "https://ticketsnow.example/event/88122")
def _bot_en() -> bytes:
    content = (
        "<div class='chk'><h1>Checking your browser before accessing ticketsnow.example</h1>"
        "<p>This process is automatic. Your browser will redirect to your requested content shortly.</p>"
        "<p>Please allow up to 5 seconds…</p><noscript><p>Please enable JavaScript and cookies to continue.</p></noscript>"
        "<p class='ray'>Request ID: 8c1f0a9e2b · Performance &amp; security by EdgeShield</p></div>"
        "<script>setTimeout(function(){document.forms[0]&&document.forms[0].submit()},5000)</script><form method='post' action='/__chk'><input type='hidden' name='t' value='a81f'></form>"
    )
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Just a moment...</title><meta name='robots' content='noindex'></head>"
        f"<body>{content}</body></html>"
    ).encode()


@_case("thin-bot-hu", False, "https://arfigyelo-online.example/termek/mosogep-7kg")
def _bot_hu() -> bytes:
    content = (
        "<div class='captcha-page'><h1>Biztonsági ellenőrzés</h1><p>Szokatlan forgalmat észleltünk a hálózatáról. Kérjük, igazolja, hogy nem robot.</p>"
        "<div class='g-recaptcha' data-sitekey='6Lc_blind7xxxx'></div><button>Tovább</button></div>"
    )
    return page("hu", "Árfigyelő Online", "Biztonsági ellenőrzés", content, layout="legacy", side=False)


@_case("thin-appshell-en", False, "https://taskboard.example/boards/q4-roadmap")
def _appshell_en() -> bytes:
    content = (
        "<div class='db-loading'><div class='spinner'></div><p>Loading board…</p></div>"
        "<noscript>You need to enable JavaScript to run this app.</noscript>"
    )
    return page("en", "Taskboard", "Q4 roadmap – Taskboard", content, layout="dashboard")


@_case("thin-appshell-ja", False, "https://kakeibo-app.example/share/r/8821")
def _appshell_ja() -> bytes:
    content = (
        "<div id='root'><header class='sh'><h1>家計簿アプリ</h1></header><div class='sk'><div class='sk-line'></div><div class='sk-line'></div></div>"
        "<p class='sr'>読み込み中です。しばらくお待ちください。</p></div>"
        "<noscript>このアプリを利用するにはJavaScriptを有効にしてください。</noscript>"
    )
    return page(
        "ja", "家計簿アプリ", "共有されたレポート | 家計簿アプリ", content, layout="mobile", side=False
    )


# ---------------------------------------------------------------- thin: parked, interstitials, empty, comments


@_case("thin-parked-en", False, "https://bestgardenideas.example/")
def _parked_en() -> bytes:
    related = "".join(
        f"<li><a href='/lander?q={q.replace(' ', '+')}'>{q}</a></li>"
        for q in [
            "Garden Design Ideas",
            "Raised Garden Beds",
            "Outdoor Furniture Sale",
            "Landscaping Services Near Me",
            "Patio Pavers",
        ]
    )
    content = (
        "<div class='parked'><h1>bestgardenideas.example</h1><p>This domain may be for sale!</p><a href='/inquire'>Make an offer</a>"
        f"<h2>Related searches</h2><ul class='rs'>{related}</ul><p class='disc'>This page is provided by the domain owner. Listings are sponsored.</p></div>"
    )
    return f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>bestgardenideas.example</title></head><body>{content}</body></html>".encode()


@_case("thin-comingsoon-fr", False, "https://atelier-ceramique-lune.example/")
def _comingsoon_fr() -> bytes:
    content = (
        "<div class='cs'><h1>Atelier Lune</h1><h2>Bientôt en ligne</h2><p>Notre nouveau site arrive très bientôt. Restez connectés !</p>"
        "<div class='countdown'><span>12</span> jours <span>04</span> h <span>33</span> min</div>"
        "<form><input type='email' placeholder='Votre e-mail'><button>Me prévenir</button></form>"
        "<p><a href='https://insta.example/atelierlune'>Instagram</a></p></div>"
    )
    return f"<!doctype html><html lang='fr'><head><meta charset='utf-8'><title>Atelier Lune – bientôt</title></head><body>{content}</body></html>".encode()


@_case("thin-redirect-en", False, "https://communityforum.example/out?u=https%3A%2F%2Fvendor.example%2Fdocs")
def _redirect_en() -> bytes:
    content = (
        "<div class='leave'><h1>You are leaving Community Forum</h1><p>You are about to visit an external site: <b>https://vendor.example/docs</b></p>"
        "<p>We are not responsible for the content of external sites. You will be redirected in 5 seconds.</p>"
        "<a class='btn' href='https://vendor.example/docs'>Continue</a> <a href='javascript:history.back()'>Go back</a></div>"
    )
    head = "<meta http-equiv='refresh' content='5;url=https://vendor.example/docs'>"
    return page("en", "Community Forum", "Leaving Community Forum", content, layout="ssg", head=head)


@_case("thin-share-de", False, "https://tagesbote-nord.example/teilen?artikel=55120")
def _share_de() -> bytes:
    content = (
        "<div class='share-dlg'><h1>Artikel teilen</h1><p class='t'>„Neue Fährverbindung nach Helgoland ab März“</p>"
        "<ul><li><a href='https://mail.example/?body=x'>Per E-Mail</a></li><li><a href='https://msg.example/share'>Messenger</a></li>"
        "<li><a href='https://social.example/share'>Soziale Netzwerke</a></li><li><button>Link kopieren</button></li></ul>"
        "<p><a href='/artikel/55120'>Zurück zum Artikel</a></p></div>"
    )
    return page(
        "de", "Tagesbote Nord", "Artikel teilen – Tagesbote Nord", content, layout="mobile", side=False
    )


@_case("thin-print-es", False, "https://diario-sur.example/imprimir/77812")
def _print_es() -> bytes:
    content = (
        "<div class='print-wait'><h1>Preparando la versión para imprimir…</h1><p>Si la ventana de impresión no se abre automáticamente, pulse el botón.</p>"
        "<button onclick='window.print()'>Imprimir</button> <a href='/noticia/77812'>Volver a la noticia</a></div>"
        "<script>window.location='/noticia/77812?print=1'</script>"
    )
    return f"<!doctype html><html lang='es'><head><meta charset='utf-8'><title>Imprimir – Diario Sur</title></head><body>{content}</body></html>".encode()


@_case("thin-emptycat-ro", False, "https://magazin-bebe.example/categorie/carucioare-gemeni")
def _emptycat_ro() -> bytes:
    content = (
        "<h1>Cărucioare pentru gemeni</h1><div class='toolbar'><select><option>Sortează după: Popularitate</option></select> <span>0 produse</span></div>"
        "<div class='empty'><p>Nu există produse în această categorie momentan.</p><a href='/categorie/carucioare'>Vezi toate cărucioarele</a></div>"
        "<aside class='filtre'><h4>Preț</h4><input type='range'><h4>Brand</h4><label><input type='checkbox'> Toate</label></aside>"
    )
    return page("ro", "Magazin Bebe", "Cărucioare pentru gemeni – Magazin Bebe", content, layout="portal")


@_case("thin-emptycat-ko", False, "https://jangbogi.example/category/organic-rice")
def _emptycat_ko() -> bytes:
    content = (
        "<h1>유기농 쌀</h1><div class='sort'><a href='?s=pop'>인기순</a> <a href='?s=new'>최신순</a> <a href='?s=low'>낮은가격순</a></div>"
        "<div class='no-item'><p>등록된 상품이 없습니다.</p><a href='/category/rice'>쌀·잡곡 전체 보기</a></div>"
    )
    return page("ko", "장보기", "유기농 쌀 | 장보기", content, layout="mobile")


@_case("thin-comments-en", False, "https://citypulse.example/2026/11/30/stadium-vote/comments")
def _comments_en() -> bytes:
    cs = [
        ("Dave_R", "Waste of money."),
        ("sunnyside", "Finally! About time."),
        ("TaxpayerTom", "Who is paying for this? Us, that's who."),
        ("mk2001", "Agree with Dave"),
        ("LocalLiz", "Traffic on game days is going to be a nightmare."),
        ("anon", "lol"),
        ("GoBlue", "Can't wait!!!"),
    ]
    lis = "".join(
        f"<li class='cmt'><b>{a}</b> <span class='ago'>{i + 1}h</span><p>{t}</p><a href='#'>Reply</a> <a href='#'>▲ {7 - i}</a></li>"
        for i, (a, t) in enumerate(cs)
    )
    content = f"<h1>Comments: Council approves new stadium</h1><p><a href='/2026/11/30/stadium-vote'>← Back to article</a></p><p>47 comments · Sort by <a href='?s=top'>Top</a></p><ol class='cmts'>{lis}</ol><a href='?page=2'>Load more comments</a>"
    return page("en", "City Pulse", "Comments – Council approves new stadium", content, layout="magazine")


@_case("thin-comments-pt", False, "https://blogdareceita.example/2026/10/pao-de-queijo/comentarios")
def _comments_pt() -> bytes:
    cs = [
        ("Ana Paula", "Fiz ontem e ficou ótimo!"),
        ("Roberto", "Posso usar polvilho azedo?"),
        ("Cris", "Amei ❤"),
        ("Juliana", "Ficou murcho, o que fiz de errado?"),
        ("Marcos", "Obrigado pela receita"),
    ]
    lis = "".join(
        f"<div class='comentario'><strong>{a}</strong> disse:<p>{t}</p><a href='#'>Responder</a></div>"
        for a, t in cs
    )
    return page(
        "pt",
        "Blog da Receita",
        "Comentários: Pão de queijo",
        f"<h2>5 comentários em “Pão de queijo mineiro”</h2>{lis}<h3>Deixe um comentário</h3><form><textarea></textarea><button>Publicar</button></form>",
        layout="ssg",
    )


# ---------------------------------------------------------------- full: briefs, releases, entries


@_case("full-brief-sv", True, "https://vastkustbladet.example/nyheter/farja-installd")
def _brief_sv() -> bytes:
    content = (
        "<article><h1>Färjan till Marstrand ställs in i helgen</h1><p class='byline'>TT · 3 dec 2026 07:40</p>"
        "<p>Färjetrafiken mellan Koön och Marstrand ställs in från fredag kväll till söndag morgon. Orsaken är ett planerat byte av "
        "vajrar på färjeläget, meddelar Trafikverket. Under avbrottet går en ersättningsbåt en gång i timmen mellan sex och midnatt.</p>"
        "<p>Boende på ön uppmanas att planera resor i god tid. Rörelsehindrade kan beställa skjuts med kommunens färdtjänst, som har "
        "förstärkt med två extra fordon under helgen.</p></article>"
    )
    return page(
        "sv", "Västkustbladet", "Färjan till Marstrand ställs in i helgen", content, layout="magazine"
    )


@_case("full-brief-el", True, "https://eidiseis-tora.example/politismos/biblio-vraveio")
def _brief_el() -> bytes:
    content = (
        "<h1>Βραβείο διηγήματος στη Μαρία Κωνσταντίνου</h1><p class='date'>3 Δεκεμβρίου 2026</p>"
        "<p>Η συγγραφέας Μαρία Κωνσταντίνου τιμήθηκε με το κρατικό βραβείο διηγήματος για τη συλλογή «Νερά του Νοέμβρη». "
        "Η επιτροπή ξεχώρισε τη λιτή γλώσσα του βιβλίου και τον τρόπο με τον οποίο αφηγείται τη ζωή ενός μικρού νησιού το χειμώνα. "
        "Η απονομή θα γίνει τον Ιανουάριο στο Μέγαρο Μουσικής. Η Κωνσταντίνου, που διδάσκει σε γυμνάσιο της Σύρου, δήλωσε ότι θα "
        "διαθέσει μέρος του χρηματικού επάθλου στη δημοτική βιβλιοθήκη του νησιού.</p>"
    )
    return page("el", "Ειδήσεις Τώρα", "Βραβείο διηγήματος στη Μαρία Κωνσταντίνου", content, layout="portal")


@_case("full-brief-hi", True, "https://dainik-samvad.example/rajya/metro-line-3")
def _brief_hi() -> bytes:
    content = (
        "<h1>मेट्रो की तीसरी लाइन पर ट्रायल रन शुरू</h1><p class='meta'>संवाददाता · 3 दिसंबर 2026</p>"
        "<p>शहर की मेट्रो की तीसरी लाइन पर बुधवार सुबह ट्रायल रन शुरू हो गया। अधिकारियों के अनुसार पहले चरण में बारह किलोमीटर के हिस्से पर "
        "बिना यात्रियों के ट्रेन चलाई जाएगी और सिग्नल व ब्रेक प्रणाली की जाँच की जाएगी। सुरक्षा आयुक्त की मंज़ूरी मिलने के बाद मार्च तक "
        "यात्री सेवा शुरू होने की उम्मीद है। इस लाइन से पूर्वी इलाक़ों के लगभग दो लाख यात्रियों को रोज़ाना फ़ायदा होगा और सड़कों पर जाम कम होगा।</p>"
    )
    return page("hi", "दैनिक संवाद", "मेट्रो की तीसरी लाइन पर ट्रायल रन शुरू", content, layout="mobile")


@_case("full-press-de", True, "https://solartechnik-nord.example/presse/2026-12-03-werk")
def _press_de() -> bytes:
    content = (
        "<div class='pm'><p class='pm-label'>Pressemitteilung</p><h1>Solartechnik Nord eröffnet Modulwerk in Rostock</h1>"
        "<p><b>Rostock, 3. Dezember 2026</b> – Die Solartechnik Nord GmbH hat heute ihr neues Werk für Solarmodule im Rostocker Überseehafen in Betrieb genommen. "
        "Auf 18.000 Quadratmetern sollen ab dem Frühjahr jährlich Module mit einer Leistung von bis zu 1,2 Gigawatt entstehen. "
        "Das Unternehmen investiert dafür rund 140 Millionen Euro und schafft 420 neue Arbeitsplätze.</p>"
        "<p>„Mit dem Werk holen wir einen Teil der Wertschöpfung zurück nach Europa“, sagte Geschäftsführerin Dr. Katrin Wolters bei der Eröffnung. "
        "Die Glasscheiben bezieht das Werk von einem Zulieferer aus Sachsen, die Rahmen aus recyceltem Aluminium.</p>"
        "<h3>Über Solartechnik Nord</h3><p>Die Solartechnik Nord GmbH mit Sitz in Hamburg entwickelt und fertigt Solarmodule für Dächer und Freiflächen. Das Unternehmen beschäftigt 1.100 Mitarbeitende.</p>"
        "<p class='kontakt'>Pressekontakt: Jana Brandt, presse@solartechnik-nord.example, +49 40 000000</p></div>"
    )
    return page(
        "de", "Solartechnik Nord", "Pressemitteilung: Modulwerk in Rostock eröffnet", content, layout="campus"
    )


@_case("full-press-en", True, "https://riverside-health.example/newsroom/flu-clinics")
def _press_en() -> bytes:
    content = (
        "<p class='tag'>News release · For immediate release</p><h1>Riverside Health opens walk-in flu clinics in six libraries</h1>"
        "<p>RIVERSIDE, Dec. 3, 2026 — Riverside Health will run free walk-in flu vaccination clinics in six public libraries from December 8 to January 16, "
        "the health system announced today. No appointment or insurance card is needed, and anyone aged six months or older can be vaccinated.</p>"
        "<p>Clinics will be open Monday to Saturday from 10 a.m. to 6 p.m. Nurses will also offer updated COVID-19 boosters for adults who want both shots in one visit.</p>"
        "<p>“Libraries are places people already trust and can reach on foot,” said Dr. Priya Menon, the system's chief medical officer. "
        "“Last winter, a third of the people we vaccinated at community sites told us they had no regular doctor.”</p>"
        "<p>A list of locations and opening hours is available on the Riverside Health website.</p>"
        "<p><b>About Riverside Health</b><br>Riverside Health is a nonprofit system of three hospitals and 40 clinics serving 600,000 people.</p>"
        "<p><b>Media contact</b>: Sam Patel, media@riverside-health.example</p>"
    )
    return page(
        "en",
        "Riverside Health",
        "Riverside Health opens walk-in flu clinics in six libraries",
        content,
        layout="dashboard",
    )


@_case("full-glossary-it", True, "https://glossario-finanza.example/termini/spread")
def _glossary_it() -> bytes:
    content = (
        "<nav class='alfabeto'>"
        + " ".join(f"<a href='/lettera/{c}'>{c}</a>" for c in "ABCDEFGHILMNOPQRSTUVZ")
        + "</nav>"
        "<h1>Spread</h1><p class='def'>Differenza tra il rendimento di due titoli con scadenza simile, di solito tra un titolo di Stato e il Bund tedesco a dieci anni.</p>"
        "<p>Lo spread misura quanto gli investitori chiedono in più per prestare denaro a un Paese rispetto a un altro considerato più sicuro. "
        "Si esprime in punti base: 150 punti base corrispondono a un rendimento più alto di 1,5 punti percentuali. Quando lo spread sale, "
        "lo Stato paga interessi più alti sul nuovo debito e, con il tempo, sulla spesa pubblica pesa un costo maggiore.</p>"
        "<p><b>Esempio:</b> se il BTP decennale rende il 3,9% e il Bund il 2,4%, lo spread è di 150 punti base.</p>"
        "<p>Vedi anche: <a href='/termini/rendimento'>Rendimento</a>, <a href='/termini/punto-base'>Punto base</a></p>"
    )
    return page("it", "Glossario Finanza", "Spread: significato – Glossario Finanza", content, layout="ssg")


@_case("full-dict-fr", True, "https://dico-libre.example/mot/flaner")
def _dict_fr() -> bytes:
    content = (
        "<h1>flâner</h1><p class='pron'>/flɑ.ne/ · verbe intransitif · 1er groupe</p>"
        "<ol class='sens'><li>Se promener sans but, au hasard, en prenant son temps. <i>Flâner le long des quais le dimanche matin.</i></li>"
        "<li>Perdre son temps, paresser au lieu de travailler. <i>Il a flâné toute la journée au lieu de réviser.</i></li></ol>"
        "<h2>Étymologie</h2><p>Du normand <i>flanner</i>, peut-être emprunté à l'ancien scandinave <i>flana</i>, « courir çà et là ». Le mot se répand à Paris au XIXe siècle, avec la figure du flâneur.</p>"
        "<h2>Synonymes</h2><p>se balader, déambuler, musarder, traîner</p><h2>Dérivés</h2><p>flânerie, flâneur, flâneuse</p>"
    )
    return page("fr", "Dico Libre", "flâner — définition — Dico Libre", content, layout="legacy")


# ---------------------------------------------------------------- full: scripts and languages


@_case("full-cjk-zh", True, "https://chengshi-zhoukan.example/shenghuo/laojie")
def _cjk_zh() -> bytes:
    content = (
        "<h1>老街上的修表铺</h1><p class='author'>文／陈静</p>"
        "<p>在城西的老街尽头，有一家不到六平方米的修表铺。店主老周今年七十二岁，从十九岁起就坐在这张木桌后面，已经修了五十多年的钟表。"
        "铺子里挂满了待修的挂钟，滴答声此起彼伏，像一支不太整齐的乐队。</p>"
        "<p>老周说，最近几年来修表的年轻人反而多了。他们带来的多是父母或祖父母留下的机械表，有的已经停了几十年。"
        "“表不值钱，可是记着一家人的日子。”他一边说，一边用镊子夹起一枚比米粒还小的齿轮。</p>"
        "<p>老街明年将进行改造，修表铺何去何从还没有定论。街道办表示，会尽量为老手艺人保留摊位。老周倒不着急：只要还有人需要，他就会一直修下去。</p>"
    )
    return page("zh", "城市周刊", "老街上的修表铺", content, layout="magazine")


@_case("full-cjk-ja", True, "https://machi-shinbun.example/column/20261203")
def _cjk_ja() -> bytes:
    content = (
        "<h1>銭湯が地域の居間になる</h1><p class='by'>編集委員 佐藤 葵</p>"
        "<p>駅から歩いて十分ほどの住宅街に、創業七十年の銭湯がある。三年前に廃業寸前だったこの店を引き継いだのは、近所に住む三十代の夫婦だった。"
        "二人は番台の横に小さな本棚を置き、週に一度は地元の農家が野菜を売る朝市を開いている。</p>"
        "<p>利用者は一日平均百二十人と、引き継ぐ前の倍になった。常連の高齢者にとっては安否確認の場にもなっており、顔を見せない日が続くと店主が電話をかけることもあるという。</p>"
        "<p>全国の銭湯の数はこの二十年で半分以下に減った。燃料費の高騰も続く。それでも夫婦は「風呂屋は町の居間だと思っています」と話す。</p>"
    )
    return page("ja", "まち新聞", "銭湯が地域の居間になる｜まち新聞", content, layout="portal")


@_case("full-thai", True, "https://khao-chumchon.example/article/klong-sai")
def _thai() -> bytes:
    content = (
        "<h1>ชุมชนริมคลองร่วมกันฟื้นฟูคลองสายเก่า</h1><p class='meta'>3 ธันวาคม 2569</p>"
        "<p>ชาวบ้านในชุมชนริมคลองกว่าสองร้อยครัวเรือนรวมตัวกันเก็บขยะและผักตบชวาออกจากคลองสายเก่าที่เคยเป็นเส้นทางสัญจรหลักของย่านนี้ "
        "หลังจากน้ำในคลองเน่าเสียมานานหลายปี ผู้นำชุมชนเล่าว่าเมื่อก่อนเด็ก ๆ เคยลงเล่นน้ำและพายเรือไปโรงเรียน</p>"
        "<p>โครงการนี้ได้รับการสนับสนุนจากสำนักงานเขตและมหาวิทยาลัยในพื้นที่ ซึ่งส่งนักศึกษามาตรวจวัดคุณภาพน้ำทุกเดือน "
        "ผลการตรวจล่าสุดพบว่าปริมาณออกซิเจนในน้ำเพิ่มขึ้นเกือบเท่าตัว และเริ่มมีปลาตัวเล็กกลับมาให้เห็น</p>"
        "<p>ชุมชนวางแผนจะเปิดตลาดน้ำเล็ก ๆ ทุกวันเสาร์ เพื่อสร้างรายได้และชวนคนภายนอกมาช่วยดูแลคลองต่อไป</p>"
    )
    return page("th", "ข่าวชุมชน", "ชุมชนริมคลองร่วมกันฟื้นฟูคลองสายเก่า", content, layout="mobile")


@_case("full-arabic", True, "https://majallat-ulum.example/maqal/nakhil")
def _arabic() -> bytes:
    content = (
        "<h1>كيف تتكيف أشجار النخيل مع موجات الحر</h1><p class='by'>بقلم سارة المنصوري</p>"
        "<p>تتحمل أشجار النخيل درجات حرارة تتجاوز خمسين درجة مئوية، لكن موجات الحر الطويلة التي تشهدها المنطقة في السنوات الأخيرة بدأت تؤثر في إنتاج التمور. "
        "ويقول باحثون في مركز للزراعة الصحراوية إن المشكلة لا تكمن في الحرارة وحدها، بل في قلة الرطوبة ليلاً، إذ تحتاج الشجرة إلى ساعات أبرد كي تستعيد توازنها المائي.</p>"
        "<p>وجرّب المركز خلال موسمين متتاليين الري بالتنقيط في ساعات الليل بدلاً من النهار، فارتفع المحصول بنحو خمسة عشر في المئة مع استهلاك أقل للمياه. "
        "كما يدرس الفريق أصنافاً محلية قديمة يبدو أنها أكثر احتمالاً للعطش.</p>"
        "<p>ويأمل الباحثون أن تساعد النتائج المزارعين الصغار الذين لا يملكون أنظمة تبريد أو تظليل مكلفة.</p>"
    )
    return page("ar", "مجلة العلوم", "كيف تتكيف أشجار النخيل مع موجات الحر", content, layout="magazine")


@_case("full-hebrew", True, "https://yoman-hasviva.example/katava/tzipporim")
def _hebrew() -> bytes:
    content = (
        "<h1>ספירת הציפורים השנתית: יותר דרורים בערים</h1><p class='by'>מאת נועה ברק</p>"
        "<p>כשלושת אלפים מתנדבים השתתפו השנה בספירת הציפורים החורפית, ומנו יותר ממאה ועשרים אלף ציפורים בחצרות, בפארקים ובמרפסות. "
        "הממצא הבולט הוא עלייה במספר הדרורים בערים, אחרי עשור של ירידה מתמשכת.</p>"
        "<p>לדברי החוקרים, ייתכן שהשינוי קשור לגינות הקהילתיות שהוקמו בשכונות רבות, שבהן יש יותר שיחים, חרקים ומקומות קינון. "
        "לעומת זאת, מספר הסנוניות המשיך לרדת, ככל הנראה בגלל מחסור באתרי קינון בבניינים חדשים.</p>"
        "<p>הספירה הבאה תתקיים בסוף ינואר, וכל אחד יכול להצטרף בעזרת טופס פשוט באתר.</p>"
    )
    return page("he", "יומן הסביבה", "ספירת הציפורים השנתית", content, layout="portal")


@_case("full-hindi", True, "https://vigyan-patrika.example/lekh/pani-bachat")
def _hindi() -> bytes:
    content = (
        "<h1>गाँव ने बारिश का पानी बचाकर सूखे को हराया</h1><p class='by'>रीना शर्मा</p>"
        "<p>राजस्थान के एक छोटे से गाँव में पाँच साल पहले गर्मियों में पीने का पानी टैंकर से आता था। आज वहाँ के कुएँ साल भर भरे रहते हैं। "
        "यह बदलाव किसी बड़ी सरकारी योजना से नहीं, बल्कि गाँव वालों के अपने प्रयास से आया।</p>"
        "<p>ग्रामीणों ने मिलकर पहाड़ी ढलानों पर छोटे-छोटे चेक डैम बनाए और पुराने तालाबों की खुदाई की। हर परिवार ने श्रमदान किया और पंचायत ने "
        "सीमेंट तथा पत्थर का ख़र्च उठाया। इससे बारिश का पानी बहकर निकलने के बजाय ज़मीन में समाने लगा।</p>"
        "<p>अब गाँव में दो फ़सलें ली जाती हैं और कई युवा जो काम की तलाश में शहर चले गए थे, वापस लौट आए हैं।</p>"
    )
    return page("hi", "विज्ञान पत्रिका", "गाँव ने बारिश का पानी बचाकर सूखे को हराया", content, layout="ssg")


# ---------------------------------------------------------------- full: tables, code, recipes, changelogs, FAQ


@_case("full-table-cs", True, "https://statistika-kraje.example/nezamestnanost-2026-10")
def _table_cs() -> bytes:
    rows = [
        ("Praha", "2,6", "2,5"),
        ("Středočeský", "3,4", "3,3"),
        ("Jihočeský", "3,1", "3,0"),
        ("Plzeňský", "3,2", "3,2"),
        ("Karlovarský", "5,1", "5,0"),
        ("Ústecký", "6,4", "6,2"),
        ("Liberecký", "4,0", "3,9"),
        ("Královéhradecký", "3,0", "2,9"),
        ("Pardubický", "3,0", "3,0"),
        ("Vysočina", "3,3", "3,2"),
        ("Jihomoravský", "4,2", "4,1"),
        ("Olomoucký", "4,0", "3,9"),
        ("Zlínský", "3,1", "3,1"),
        ("Moravskoslezský", "5,6", "5,5"),
    ]
    trs = "".join(f"<tr><td>{k}</td><td>{a}</td><td>{b}</td></tr>" for k, a, b in rows)
    content = (
        "<h1>Podíl nezaměstnaných osob podle krajů, říjen 2026</h1>"
        "<p>Podíl nezaměstnaných v říjnu mírně klesl ve dvanácti ze čtrnácti krajů. Nejvyšší zůstává v Ústeckém a Moravskoslezském kraji, nejnižší v Praze. "
        "Údaje vycházejí z evidence úřadů práce a jsou vztaženy k počtu obyvatel ve věku 15–64 let.</p>"
        f"<table class='data'><thead><tr><th>Kraj</th><th>Září 2026 (%)</th><th>Říjen 2026 (%)</th></tr></thead><tbody>{trs}</tbody></table>"
        "<p class='src'>Zdroj: úřady práce, vlastní výpočty. Aktualizováno 3. 12. 2026.</p>"
    )
    return page("cs", "Statistika krajů", "Nezaměstnanost podle krajů – říjen 2026", content, layout="campus")


@_case("full-table-en", True, "https://openfigures.example/tables/reservoir-levels")
def _table_en() -> bytes:
    rows = [
        ("Lake Hollis", "84,200", "71", "-3"),
        ("Redstone", "52,900", "58", "-6"),
        ("Milbrook", "31,400", "88", "+1"),
        ("Ashcombe", "27,700", "64", "-4"),
        ("Glen Tarran", "19,800", "92", "+2"),
        ("Upper Weir", "12,300", "47", "-9"),
        ("Coldwater", "9,600", "76", "0"),
        ("Brannock", "6,100", "81", "-1"),
    ]
    trs = "".join(
        f"<tr><th scope='row'>{n}</th><td>{c}</td><td>{p}</td><td>{d}</td></tr>" for n, c, p, d in rows
    )
    content = (
        "<h1>Reservoir levels, week to 30 November 2026</h1><p>Storage across the eight reservoirs of the northern supply zone fell to 71 % of capacity, "
        "three points below the same week last year. Upper Weir is the lowest and is now drawn only for emergency supply.</p>"
        f"<table><caption>Storage by reservoir</caption><thead><tr><th>Reservoir</th><th>Capacity (megalitres)</th><th>Full (%)</th><th>Change on week (points)</th></tr></thead><tbody>{trs}</tbody></table>"
        "<p><a href='/tables/reservoir-levels.csv'>Download CSV</a> · Licence: open data</p>"
    )
    return page("en", "OpenFigures", "Reservoir levels – OpenFigures", content, layout="dashboard")


@_case("full-code-en", True, "https://docs.queuekit.example/reference/retry")
def _code_en() -> bytes:
    content = (
        "<h1>retry()</h1><pre><code>retry(fn, *, attempts=3, backoff=0.5, on=(TimeoutError,))</code></pre>"
        "<p>Calls <code>fn</code> until it returns without raising one of the exceptions in <code>on</code>, waiting <code>backoff * 2**n</code> seconds before attempt <code>n</code>.</p>"
        "<h2>Parameters</h2><dl><dt><code>attempts</code></dt><dd>Total number of calls, including the first. Must be at least 1.</dd>"
        "<dt><code>backoff</code></dt><dd>Base delay in seconds. Use 0 to retry immediately.</dd><dt><code>on</code></dt><dd>Exception types that trigger a retry; others propagate at once.</dd></dl>"
        "<h2>Example</h2><pre><code>from queuekit import retry\n\ndef fetch():\n    return client.get('/jobs', timeout=2)\n\njobs = retry(fetch, attempts=5, backoff=1.0, on=(TimeoutError, ConnectionError))\n</code></pre>"
        "<h2>Raises</h2><p>The last exception if every attempt fails. The delay is not applied after the final attempt.</p>"
    )
    return page("en", "QueueKit", "retry() – QueueKit reference", content, layout="ssg")


@_case("full-code-de", True, "https://handbuch-rechenzentrum.example/slurm/jobs")
def _code_de() -> bytes:
    content = (
        "<h1>Batch-Jobs mit Slurm abschicken</h1><p>Rechenjobs laufen auf dem Cluster nicht interaktiv, sondern über ein Jobskript, das Sie mit <code>sbatch</code> abschicken. "
        "Das Skript legt fest, wie viele Kerne, wie viel Speicher und wie viel Zeit der Job bekommt.</p>"
        "<pre><code>#!/bin/bash\n#SBATCH --job-name=simulation\n#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=8\n#SBATCH --mem=16G\n#SBATCH --time=02:00:00\n\nmodule load python/3.12\nsrun python simulation.py --threads $SLURM_CPUS_PER_TASK\n</code></pre>"
        "<p>Mit <code>squeue -u $USER</code> sehen Sie Ihre wartenden und laufenden Jobs, mit <code>scancel JOBID</code> brechen Sie einen Job ab. "
        "Überschreitet ein Job die angeforderte Zeit, beendet Slurm ihn ohne Rückfrage; planen Sie deshalb etwas Puffer ein.</p>"
    )
    return page("de", "Rechenzentrum", "Batch-Jobs mit Slurm – Handbuch", content, layout="campus")


@_case("full-recipe-hu", True, "https://konyhatunder.example/recept/lecso")
def _recipe_hu() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "Lecsó",
            "recipeYield": "4 adag",
            "totalTime": "PT40M",
        }
    )
    content = (
        "<div class='recipe-card'><h1>Lecsó</h1><p class='meta'>4 adag · 40 perc · könnyű</p>"
        "<h2>Hozzávalók</h2><ul><li>1 kg tölteni való paprika</li><li>4 paradicsom</li><li>2 vöröshagyma</li><li>2 evőkanál zsír vagy olaj</li><li>1 teáskanál pirospaprika</li><li>só</li></ul>"
        "<h2>Elkészítés</h2><ol><li>A hagymát vágd félkarikára, és a zsíron párold üvegesre.</li><li>Add hozzá a csíkokra vágott paprikát, és fedő alatt párold 10 percig.</li>"
        "<li>Tedd bele a feldarabolt paradicsomot, sózd, szórd meg pirospaprikával.</li><li>Fedő nélkül főzd még 15 percig, amíg a leve besűrűsödik.</li></ol>"
        "<p class='tipp'>Tipp: kolbásszal vagy tojással laktatóbb, kenyérrel vagy rizzsel tálald.</p></div>"
    )
    return page("hu", "Konyhatündér", "Lecsó recept – Konyhatündér", content, layout="magazine", head=head)


@_case("full-recipe-th", True, "https://krua-ban.example/menu/tom-kha-gai")
def _recipe_th() -> bytes:
    content = (
        "<h1>ต้มข่าไก่</h1><p>สำหรับ 3–4 ที่ · ใช้เวลา 30 นาที</p><h2>ส่วนผสม</h2>"
        "<ul><li>อกไก่ 300 กรัม หั่นชิ้นพอดีคำ</li><li>กะทิ 400 มิลลิลิตร</li><li>ข่าหั่นแว่น 10 แว่น</li><li>ตะไคร้ 2 ต้น</li><li>ใบมะกรูด 5 ใบ</li><li>น้ำปลา 3 ช้อนโต๊ะ</li><li>น้ำมะนาว 2 ช้อนโต๊ะ</li></ul>"
        "<h2>วิธีทำ</h2><ol><li>ตั้งกะทิกับน้ำเปล่าครึ่งถ้วยให้เดือดอ่อน ๆ ใส่ข่า ตะไคร้ และใบมะกรูด</li><li>ใส่ไก่ลงไปต้มจนสุก ประมาณ 10 นาที</li>"
        "<li>ปรุงรสด้วยน้ำปลา ปิดไฟแล้วจึงเติมน้ำมะนาว เพื่อไม่ให้กะทิแตกมัน</li></ol>"
    )
    return page("th", "ครัวบ้าน", "ต้มข่าไก่ สูตรง่าย", content, layout="mobile")


@_case("full-changelog-en", True, "https://tinydb-tools.example/changelog/4.2.0")
def _changelog_en() -> bytes:
    content = (
        "<h1>4.2.0 — 2026-12-01</h1><h2>Added</h2><ul><li>`export --format parquet` writes tables as Parquet files; nested columns become structs.</li>"
        "<li>The `--since` option of `sync` accepts ISO durations such as `P7D`.</li></ul>"
        "<h2>Changed</h2><ul><li>Vacuum runs in the background by default; pass `--foreground` for the old behaviour.</li><li>Minimum supported Python is now 3.10.</li></ul>"
        "<h2>Fixed</h2><ul><li>Importing a CSV with a byte-order mark no longer adds the mark to the first column's name (#812).</li>"
        "<li>`sync` retried forever when the remote returned HTTP 403; it now stops and reports the error (#820).</li><li>A crash when a table name contained a dot.</li></ul>"
        "<h2>Deprecated</h2><ul><li>`dump` is an alias of `export --format sql` and will be removed in 5.0.</li></ul>"
    )
    return page("en", "tinydb-tools", "Changelog 4.2.0 – tinydb-tools", content, layout="ssg")


@_case("full-faq-ro", True, "https://primaria-sector7.example/intrebari-frecvente/taxe")
def _faq_ro() -> bytes:
    qa = [
        (
            "Până când se plătesc impozitele locale?",
            "Impozitul pe clădiri, teren și mijloace de transport se plătește în două rate egale, până la 31 martie și 30 septembrie. Dacă achitați integral până la 31 martie, primiți o reducere de 10%.",
        ),
        (
            "Cum pot plăti online?",
            "Plata se face cu cardul pe platforma națională de plăți, folosind CNP-ul și un cont de utilizator. Chitanța se trimite pe e-mail în aceeași zi.",
        ),
        (
            "Ce se întâmplă dacă întârzii plata?",
            "Pentru fiecare lună de întârziere se aplică majorări de 1% din suma datorată. După 90 de zile poate începe executarea silită.",
        ),
        (
            "Am vândut mașina. Trebuie să anunț primăria?",
            "Da. Depuneți în 30 de zile contractul de vânzare și certificatul fiscal; altfel impozitul continuă să fie calculat pe numele dumneavoastră.",
        ),
    ]
    dl = "".join(f"<details class='faq'><summary>{q}</summary><p>{a}</p></details>" for q, a in qa)
    return page(
        "ro",
        "Primăria Sectorului 7",
        "Întrebări frecvente: taxe locale",
        f"<h1>Întrebări frecvente despre taxe și impozite locale</h1>{dl}",
        layout="campus",
    )


# ---------------------------------------------------------------- full: threads, products, life and law


@_case("full-forum-fi", True, "https://pyorafoorumi.example/ketju/talvirenkaat-nastat")
def _forum_fi() -> bytes:
    posts = [
        (
            "ketjupaavo",
            "Kannattaako työmatkapyörään ottaa nastarenkaat, jos matka on 8 km ja suurin osa kevyen liikenteen väylää, joka aurataan yleensä aamulla?",
        ),
        (
            "lumikki",
            "Ehdottomasti. Aurattukin väylä jäätyy iltapäivällä, ja juuri silloin kaadutaan. Itse ajan 240 nastan renkailla, ja pito on riittänyt kaikissa keleissä.",
        ),
        (
            "fillarifani",
            "Jos ajat paljon puhtaalla asfaltilla, 120 nastan renkaat rullaavat kevyemmin. Paineita kannattaa laskea pakkasella noin puoli baria, niin pito paranee.",
        ),
        ("ketjupaavo", "Kiitos! Tilasin 120-nastaiset, katsotaan miten pärjäävät tammikuussa."),
    ]
    body = "".join(
        f"<div class='post'><div class='post-author'>{a}</div><div class='post-text'>{t}</div><div class='post-tools'><a href='#'>Lainaa</a></div></div>"
        for a, t in posts
    )
    return page(
        "fi",
        "Pyöräfoorumi",
        "Talvirenkaat: nastat vai ei? – Pyöräfoorumi",
        f"<h1>Talvirenkaat: nastat vai ei?</h1>{body}",
        layout="legacy",
    )


@_case("full-qa-es", True, "https://preguntas-de-casa.example/p/4419/humedad-pared")
def _qa_es() -> bytes:
    content = (
        "<div class='pregunta'><h1>¿Por qué sale moho en la pared del dormitorio cada invierno?</h1><p>Vivo en un piso antiguo y en la pared exterior del dormitorio aparecen manchas negras cada año cuando empieza el frío. Las limpio con lejía pero vuelven.</p></div>"
        "<div class='respuestas'><div class='resp aceptada'><span class='votos'>31</span><p>Casi seguro es condensación: la pared exterior está más fría que el aire y el vapor de agua de la respiración se condensa en ella. "
        "Ventila diez minutos por la mañana con la ventana abierta de par en par, separa los muebles unos centímetros de la pared y, si puedes, usa un higrómetro: por encima del 60 % de humedad el moho prospera.</p></div>"
        "<div class='resp'><span class='votos'>9</span><p>Si después de ventilar sigue apareciendo, revisa si hay un puente térmico en el pilar o en la caja de la persiana; ahí suele hacer falta aislamiento por dentro.</p></div></div>"
    )
    return page("es", "Preguntas de Casa", "Moho en la pared del dormitorio", content, layout="portal")


@_case("full-product-sv", True, "https://friluftsbutiken.example/p/sovsack-vinter-minus-18")
def _product_sv() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Sovsäck Vinter −18",
            "offers": {"@type": "Offer", "price": "2495", "priceCurrency": "SEK"},
        }
    )
    content = (
        "<div class='pdp'><h1>Sovsäck Vinter −18</h1><div class='price'>2 495 kr</div><button>Lägg i varukorg</button>"
        "<h2>Produktbeskrivning</h2><p>En mumieformad sovsäck för vinterturer i fjällen. Fyllningen är syntetisk och behåller värmen även när den blir fuktig, "
        "vilket gör den lämplig för flera nätter i tält utan möjlighet att torka utrustningen. Den dubbla dragkedjan går att öppna nedifrån för ventilation.</p>"
        "<p>Huvan har en dragsko med en hand och en värmekrage som hindrar den varma luften från att pumpas ut när du vänder dig. Packad ryms den i en kompressionspåse på 30 liter.</p>"
        "<table class='spec'><tr><th>Komforttemperatur</th><td>−10 °C</td></tr><tr><th>Extremtemperatur</th><td>−18 °C</td></tr><tr><th>Vikt</th><td>2,1 kg</td></tr><tr><th>Längd</th><td>205 cm</td></tr></table></div>"
    )
    return page(
        "sv", "Friluftsbutiken", "Sovsäck Vinter −18 | Friluftsbutiken", content, layout="portal", head=head
    )


@_case("full-obituary-en", True, "https://valleycourier.example/obituaries/margaret-ellison")
def _obituary_en() -> bytes:
    content = (
        "<h1>Margaret Ann Ellison, 1938–2026</h1><p>Margaret Ann Ellison, a schoolteacher who taught three generations of Millbrook children to read, died peacefully at home on November 28. She was 88.</p>"
        "<p>Born in Carver County to a family of dairy farmers, Margaret graduated from State Teachers College in 1959 and taught first grade at Millbrook Elementary for 36 years. "
        "Former pupils remember her reading corner, stocked with books she bought at yard sales, and the paper stars she gave for every finished book.</p>"
        "<p>She is survived by her sons, David and Paul, five grandchildren and her sister, June. Her husband, Robert, died in 2011.</p>"
        "<p>A memorial service will be held at 11 a.m. Saturday, December 6, at First Lutheran Church. In lieu of flowers, the family asks for donations to the Millbrook Public Library.</p>"
        "<div class='guestbook'><a href='/obituaries/margaret-ellison/guestbook'>Sign the guestbook</a></div>"
    )
    return page(
        "en", "Valley Courier", "Margaret Ann Ellison obituary – Valley Courier", content, layout="magazine"
    )


@_case("full-legal-fr", True, "https://textes-communaux.example/reglement/marches")
def _legal_fr() -> bytes:
    content = (
        "<h1>Règlement des marchés de plein air</h1><p class='ref'>Arrêté municipal n° 2026-114 du 14 octobre 2026</p>"
        "<h2>Article 1 – Objet</h2><p>Le présent règlement fixe les conditions d'attribution et d'occupation des emplacements sur les marchés de plein air de la commune.</p>"
        "<h2>Article 2 – Jours et horaires</h2><p>Les marchés se tiennent le mercredi et le samedi de 7 h à 13 h 30. L'installation des étals n'est autorisée qu'à partir de 6 h ; les emplacements doivent être libérés et nettoyés au plus tard à 14 h 30.</p>"
        "<h2>Article 3 – Attribution des emplacements</h2><p>Les emplacements permanents sont attribués par le maire après avis de la commission des marchés, pour une durée d'un an renouvelable. "
        "Les emplacements non occupés à 8 h peuvent être attribués aux commerçants de passage, dans l'ordre d'arrivée.</p>"
        "<h2>Article 4 – Droits de place</h2><p>Les droits de place sont dus pour chaque séance, selon le tarif fixé par délibération du conseil municipal. Tout défaut de paiement entraîne la perte de l'emplacement.</p>"
    )
    return page("fr", "Textes communaux", "Règlement des marchés de plein air", content, layout="legacy")


@_case("full-poem-es", True, "https://versos-del-sur.example/poemas/la-casa-vacia")
def _poem_es() -> bytes:
    stanzas = [
        "La casa se quedó con las ventanas<br>abiertas al invierno y a los gatos,<br>con el reloj parado en las mañanas<br>y el polvo acostumbrado a los retratos.",
        "Mi madre puso flores en la mesa<br>el último domingo de noviembre;<br>todavía la cal guarda la huella<br>de su mano buscando dónde siempre.",
        "Vendrán otros, lo sé, con otras voces,<br>a pintar de otro azul esta cocina.<br>Que aprendan de la higuera, que conoce<br>el modo de volver sin que se diga.",
    ]
    content = "<h1>La casa vacía</h1><p class='autor'>Elena Robledo</p>" + "".join(
        f"<p class='estrofa'>{s}</p>" for s in stanzas
    )
    return page("es", "Versos del Sur", "La casa vacía – Elena Robledo", content, layout="ssg")


@_case("full-story-pt", True, "https://contos-curtos.example/o-relojoeiro")
def _story_pt() -> bytes:
    content = (
        "<h1>O último ônibus</h1><p class='autor'>por Tiago Meireles</p>"
        "<p>O motorista já tinha apagado metade das luzes quando a velha subiu, carregando uma gaiola vazia. Sentou-se no primeiro banco, ajeitou a gaiola no colo e ficou olhando a rua como quem procura alguém.</p>"
        "<p>— A senhora vai até o fim da linha? — perguntou ele.</p><p>— Vou até onde ele tiver ido — respondeu, e não explicou quem.</p>"
        "<p>Em cada ponto ela se inclinava para a janela e assobiava baixinho. Na sétima parada, perto da praça, alguma coisa verde pousou no fio do poste. "
        "A velha desceu sem pressa, abriu a portinhola da gaiola e esperou. O motorista esperou também, com o motor ligado, até que o periquito entrou e ela fechou a porta com um estalo satisfeito.</p>"
        "<p>Ele seguiu viagem sozinho. Pela primeira vez em anos, chegou atrasado ao ponto final e não se importou.</p>"
    )
    return page("pt", "Contos Curtos", "O último ônibus – Contos Curtos", content, layout="magazine")


# ---------------------------------------------------------------- full: pages about the thin kinds, and chrome on real pages


@_case("full-about-cookies-de", True, "https://verbraucher-ratgeber.example/digital/cookie-banner")
def _about_cookies_de() -> bytes:
    content = (
        "<h1>Cookie-Banner: Was „Alle akzeptieren“ wirklich bedeutet</h1>"
        "<p>Fast jede Website fragt beim ersten Besuch nach Ihrer Einwilligung in Cookies. Wer auf „Alle akzeptieren“ klickt, erlaubt oft Dutzenden Werbepartnern, "
        "das eigene Surfverhalten über viele Seiten hinweg zu verfolgen. Technisch notwendige Cookies, etwa für den Warenkorb, brauchen dagegen keine Einwilligung.</p>"
        "<p>Seit einem Urteil des Bundesgerichtshofs muss das Ablehnen so einfach sein wie das Zustimmen. Viele Banner verstecken die Ablehnung trotzdem hinter „Einstellungen“ "
        "oder „Mehr Optionen“. Verbraucherschützer raten, dort gezielt nur die notwendigen Cookies zuzulassen und die Einstellungen gelegentlich im Browser zu löschen.</p>"
        "<p>Sogenannte Pur-Abos, bei denen man statt der Einwilligung eine Monatsgebühr zahlt, sind nach derzeitiger Rechtslage zulässig, wenn der Preis angemessen ist.</p>"
    )
    return page(
        "de",
        "Verbraucher-Ratgeber",
        "Cookie-Banner: Was „Alle akzeptieren“ bedeutet",
        content,
        layout="portal",
    )


@_case("full-about-captcha-en", True, "https://accessibility-weekly.example/2026/captchas")
def _about_captcha_en() -> bytes:
    content = (
        "<h1>Why “prove you are not a robot” keeps failing blind users</h1>"
        "<p>CAPTCHAs exist to tell people from automated scripts, but the classic distorted-text puzzle is unsolvable with a screen reader, and audio alternatives are often too noisy to understand. "
        "In our survey of 400 blind and low-vision readers, 62 percent said they had abandoned a purchase because of a CAPTCHA.</p>"
        "<p>Newer invisible checks score the browser's behaviour instead of asking a question, which helps, but they still fall back to an image grid when the score is low — "
        "and assistive technology itself can lower the score. Several readers described being asked to “select all squares with traffic lights” five times in a row.</p>"
        "<p>Accessibility guidelines ask sites to offer at least two different kinds of challenge, or to avoid them altogether with rate limits and honeypot fields that users never see.</p>"
    )
    return page("en", "Accessibility Weekly", "Why CAPTCHAs keep failing blind users", content, layout="ssg")


@_case("full-about-404-it", True, "https://blog-sviluppo.example/2026/11/pagine-404")
def _about_404_it() -> bytes:
    content = (
        "<h1>Come progettare una buona pagina 404</h1><p>La pagina «404 – Pagina non trovata» è quella che il server mostra quando l'indirizzo richiesto non esiste. "
        "Spesso è trascurata, eppure è una delle pagine più viste di un sito: link vecchi, errori di battitura e contenuti spostati ci portano lì ogni giorno.</p>"
        "<p>Una buona pagina 404 dice chiaramente cosa è successo, senza gergo tecnico, e offre una via d'uscita: un campo di ricerca, i link alle sezioni principali, "
        "magari i contenuti più letti. Importante è che il server restituisca davvero il codice di stato 404: una pagina d'errore servita con 200, il cosiddetto «soft 404», "
        "confonde i motori di ricerca, che continuano a indicizzarla.</p>"
        "<pre><code>location / {\n    try_files $uri $uri/ =404;\n}\nerror_page 404 /404.html;</code></pre>"
        "<p>Infine, controllate i log: gli indirizzi che finiscono più spesso in 404 dicono quali redirect mancano.</p>"
    )
    return page("it", "Blog Sviluppo", "Come progettare una buona pagina 404", content, layout="campus")


@_case("full-about-paywall-fr", True, "https://medias-et-societe.example/analyse/murs-payants")
def _about_paywall_fr() -> bytes:
    content = (
        "<h1>Murs payants : les journaux régionaux changent de stratégie</h1>"
        "<p>« Cet article est réservé aux abonnés » : la formule est devenue familière aux lecteurs de la presse en ligne. Mais plusieurs quotidiens régionaux "
        "reviennent sur le mur payant strict, qui bloquait tout article au-delà du premier paragraphe.</p>"
        "<p>À la place, ils testent un compteur : cinq articles gratuits par mois, puis une invitation à s'abonner. Selon les premiers chiffres d'un groupe de presse de l'Ouest, "
        "le nombre d'abonnés numériques a progressé de 8 % en six mois, et l'audience est restée stable, alors que le mur strict la faisait chuter d'un tiers.</p>"
        "<p>Les éditeurs gardent toutefois un accès réservé pour les enquêtes longues, dont la production coûte le plus cher. L'enjeu est de faire payer sans perdre le lien avec les lecteurs occasionnels, "
        "qui découvrent souvent le journal par un partage sur les réseaux sociaux.</p>"
    )
    return page(
        "fr",
        "Médias et Société",
        "Murs payants : les journaux régionaux changent de stratégie",
        content,
        layout="magazine",
    )


@_case("full-about-ratelimit-en", True, "https://devnotes.example/posts/handling-429")
def _about_ratelimit_en() -> bytes:
    content = (
        "<h1>Handling HTTP 429 Too Many Requests without hammering the API</h1>"
        "<p>When an API answers <code>429 Too Many Requests</code>, it is telling you that you have exceeded your rate limit and should slow down. "
        "The worst response is an immediate retry loop: every client doing the same thing turns a brief overload into an outage.</p>"
        "<p>Read the <code>Retry-After</code> header first; it gives either a number of seconds or a date. If it is missing, back off exponentially with jitter, "
        "so that clients that failed together do not retry together.</p>"
        "<pre><code>delay = min(cap, base * 2 ** attempt)\ntime.sleep(random.uniform(0, delay))</code></pre>"
        "<p>Finally, track your own usage: most providers return <code>X-RateLimit-Remaining</code>, and slowing down before you hit zero is cheaper than recovering afterwards.</p>"
    )
    return page("en", "DevNotes", "Handling HTTP 429 without hammering the API", content, layout="dashboard")


@_case("full-consent-banner-cs", True, "https://zpravy-z-regionu.example/brno/tramvaj-bystrc")
def _consent_banner_cs() -> bytes:
    banner = (
        "<div class='cookie-lista' role='dialog'><p>Tento web používá soubory cookie k analýze návštěvnosti a personalizaci reklam. "
        "Kliknutím na „Přijmout vše“ souhlasíte s jejich používáním.</p><button>Přijmout vše</button> <button>Odmítnout</button> <a href='/cookies'>Nastavení</a></div>"
    )
    content = (
        "<h1>Tramvaj do Bystrce pojede od neděle novou trasou</h1><p class='perex'>Kvůli opravě mostu přes Svratku budou tramvaje linky 1 jezdit přes Kníničky.</p>"
        "<p>Dopravní podnik města Brna od neděle odkloní tramvajovou linku 1 mezi zastávkami Rakovecká a Ečerova. Důvodem je oprava mostu, který podle statiků "
        "už nevydrží zatížení tramvajových souprav. Cesta se prodlouží asi o šest minut.</p>"
        "<p>V úseku, kudy tramvaje nepojedou, zajistí spojení autobusy náhradní dopravy s označením x1 v intervalu deseti minut. Oprava mostu má trvat do konce dubna, "
        "pokud to dovolí počasí. Město za ni zaplatí 48 milionů korun.</p>"
    )
    return page(
        "cs",
        "Zprávy z regionu",
        "Tramvaj do Bystrce pojede novou trasou",
        content,
        layout="portal",
        extra=banner,
    )


@_case("full-captcha-comment-en", True, "https://gardeners-notebook.example/2026/11/garlic")
def _captcha_comment_en() -> bytes:
    content = (
        "<article><h1>Planting garlic in November: what I learned from three winters</h1>"
        "<p>Garlic needs a spell of cold to form proper bulbs, which is why I plant it in early November, a few weeks before the ground freezes. "
        "The first year I planted cloves from the supermarket and got small, single-clove rounds; they were probably treated to stop sprouting.</p>"
        "<p>Since then I buy seed garlic from a local grower, split the heads the day I plant, and set each clove pointed end up, five centimetres deep and fifteen apart. "
        "A mulch of straw keeps the soil from heaving in frosts. By mid-July the lower leaves brown and it's time to lift them.</p></article>"
        "<section class='comments'><h3>Leave a reply</h3><form action='/comment' method='post'><textarea name='c'></textarea><input name='name' placeholder='Name'>"
        "<div class='h-captcha' data-sitekey='10000000-ffff-ffff-ffff-000000000001'></div><p class='small'>Please complete the captcha to prove you are human.</p><button>Post comment</button></form></section>"
    )
    return page("en", "Gardener's Notebook", "Planting garlic in November", content, layout="ssg")


@_case("full-newsletter-ja", True, "https://kurashi-note.example/article/shunou")
def _newsletter_ja() -> bytes:
    content = (
        "<h1>狭いキッチンの収納を見直す三つの方法</h1>"
        "<p>一人暮らしのキッチンは、調理台も棚も限られている。まず取り組みたいのは、使う頻度で物を分けることだ。毎日使う包丁やフライパンは手の届く場所に、"
        "年に数回しか使わない土鍋やケーキ型は吊り戸棚の奥にしまう。</p>"
        "<p>次に、縦の空間を使う。シンク下にコの字型のラックを置けば、鍋と調味料のストックを二段に分けられる。冷蔵庫の側面にはマグネット式のラップホルダーが便利だ。</p>"
        "<p>最後に、同じ物を増やさない。菜箸やお玉は、気づくと三本も四本もある。一つ残して手放すだけで、引き出しにかなりの余裕が生まれる。</p>"
        "<div class='nl-box'><h3>メールマガジン登録</h3><p>毎週金曜日に暮らしのヒントをお届けします。</p><form><input type='email' placeholder='メールアドレス'><button>登録する</button></form></div>"
    )
    return page("ja", "くらしノート", "狭いキッチンの収納を見直す三つの方法", content, layout="magazine")


@_case("full-css-paywall-he", True, "https://haaretz-hakalkali.example/article/dirot-hanaya")
def _css_paywall_he() -> bytes:
    content = (
        "<style>.article-body.locked p:nth-of-type(n+2){filter:blur(5px);user-select:none}</style>"
        "<h1>מחירי השכירות בערים הגדולות עלו ב-7% בשנה האחרונה</h1><div class='article-body locked'>"
        "<p>מחירי השכירות בתל אביב, בירושלים ובחיפה עלו בממוצע בשבעה אחוזים בשנה האחרונה, כך עולה מנתונים שפרסמה הלשכה המרכזית לסטטיסטיקה. "
        "העלייה החדה ביותר נרשמה בדירות של שלושה חדרים.</p>"
        "<p>לדברי כלכלנים, הסיבה העיקרית היא האטה בהתחלות הבנייה בשנתיים האחרונות, לצד ריבית גבוהה שמרחיקה זוגות צעירים מרכישת דירה ומשאירה אותם בשוק השכירות.</p>"
        "<p>במשרד השיכון מציינים כי תוכנית הדיור להשכרה ארוכת טווח צפויה להוסיף כעשרת אלפים דירות עד סוף העשור, אך מודים שההשפעה על המחירים תהיה הדרגתית.</p>"
        "<p>שוכרים רבים מדווחים כי בעלי דירות מבקשים כעת ערבויות גבוהות יותר ותשלום מראש של כמה חודשים.</p></div>"
        "<div class='paywall-overlay'><p>לקריאת הכתבה המלאה הירשמו למינוי דיגיטלי</p><a href='/subscribe'>למינוי</a></div>"
    )
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "מחירי השכירות עלו ב-7%",
            "isAccessibleForFree": False,
            "hasPart": {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": ".article-body",
            },
        }
    )
    return page(
        "he", "הארץ הכלכלי", "מחירי השכירות בערים הגדולות עלו ב-7%", content, layout="magazine", head=head
    )


# ---------------------------------------------------------------- batch 2: longer thin pages, terser full pages
# Written after batch 1's first sight showed most of its thin pages falling as `too_short`: the same
# kinds with enough words of chrome-like text not to be short, and full pages with little prose.
# Still written without reading the judge's rules.


@_case("thin2-comments-de", False, "https://stadtanzeiger-west.example/artikel/radweg/kommentare")
def _comments2_de() -> bytes:
    cs = [
        (
            "Radler_HH",
            "Endlich passiert etwas. Ich fahre die Strecke jeden Tag und werde regelmäßig von Autos geschnitten, die viel zu knapp überholen.",
        ),
        (
            "Meier63",
            "Und wo sollen die Anwohner jetzt parken? Daran hat natürlich wieder keiner gedacht. Typisch Stadtverwaltung.",
        ),
        (
            "K. Schulz",
            "Die Parkplätze waren schon vorher zu wenig. Das Problem ist nicht der Radweg, sondern dass jeder zwei Autos hat.",
        ),
        (
            "bürger2000",
            "Wieder Millionen für ein paar Radfahrer, während die Schulen verfallen. Ich kann es nicht mehr hören.",
        ),
        (
            "Lena",
            "Meine Kinder fahren da zur Schule. Ich bin froh über jeden Meter, der sicherer wird, auch wenn die Bauzeit nervt.",
        ),
        (
            "Radler_HH",
            "@Meier63 In der Tiefgarage am Markt sind nachts fast immer Plätze frei, die kosten fünf Euro im Monat für Anwohner.",
        ),
        (
            "Meier63",
            "@Radler_HH Fünf Euro mag sein, aber da muss man erst mal einen Platz bekommen. Die Warteliste ist lang.",
        ),
        (
            "Thomas W.",
            "Mal abwarten, wie lange die Baustelle dauert. Bei der Brücke hieß es auch sechs Monate, geworden sind es zwei Jahre.",
        ),
        (
            "anwohnerin",
            "Ich wohne direkt an der Straße. Es ist nachts viel ruhiger, seit die Lkw umgeleitet werden. Bitte so lassen.",
        ),
        (
            "Kritiker",
            "Der Artikel ist einseitig. Die Händler in der Straße wurden gar nicht gefragt, was sie davon halten.",
        ),
    ]
    lis = "".join(
        f"<div class='kommentar'><span class='autor'>{a}</span> <span class='zeit'>vor {i + 2} Std.</span><p>{t}</p><a href='#'>Antworten</a> <a href='#'>Melden</a></div>"
        for i, (a, t) in enumerate(cs)
    )
    content = f"<h1>Kommentare zu: Neuer Radweg an der Hauptstraße</h1><p><a href='/artikel/radweg'>Zum Artikel</a> · 64 Kommentare</p>{lis}<a href='?seite=2'>Weitere Kommentare laden</a>"
    return page("de", "Stadtanzeiger West", "Kommentare – Neuer Radweg", content, layout="portal")


@_case("thin2-paywall-en", False, "https://the-harbour-times.example/politics/2026/12/03/port-deal")
def _paywall2_en() -> bytes:
    rel = "".join(
        f"<div class='mg-card'><a href='/s/{i}'><h4>{t}</h4><p>{d}</p></a></div>"
        for i, (t, d) in enumerate(
            [
                ("Port workers vote on new contract", "Union members will ballot over the weekend."),
                ("What the budget means for the harbour", "Five charts on spending and jobs."),
                ("Ferry fares to rise in January", "Commuters face an 8 percent increase."),
            ]
        )
    )
    content = (
        "<article><p class='kicker'>Exclusive</p><h1>Council was warned port deal would cost taxpayers £40m, documents show</h1>"
        "<p class='standfirst'>Internal memos seen by The Harbour Times reveal officials raised concerns months before the contract was signed, "
        "and that a cheaper option was dropped after a meeting the council has never disclosed.</p><p class='byline'>By Ruth Adeyemi, Investigations Editor</p>"
        "<p>Senior council officials warned in writing that the 25-year agreement to lease the eastern docks to a private operator could leave the city "
        "facing losses of up to £40m, according to documents obtained under freedom of information rules.</p>"
        "<div class='reg-wall'><h3>Subscribe to keep reading</h3><p>Get unlimited access to The Harbour Times journalism for £1 a week for the first three months. Cancel anytime.</p>"
        "<ul><li>Unlimited articles on any device</li><li>The daily edition and puzzles</li><li>Subscriber-only newsletters</li></ul>"
        "<a class='btn' href='/subscribe'>Subscribe now</a> <p>Already a subscriber? <a href='/login'>Log in</a></p></div></article>"
        f"<section class='more'><h3>More from Politics</h3>{rel}</section>"
    )
    return page(
        "en", "The Harbour Times", "Council was warned port deal would cost £40m", content, layout="magazine"
    )


@_case("thin2-soft404-es", False, "https://revista-viajera.example/destinos/ruta-antigua-2019")
def _soft404_es() -> bytes:
    recs = [
        (
            "Diez pueblos de Asturias para el invierno",
            "Chimeneas, sidra y playas vacías: la costa norte fuera de temporada.",
        ),
        ("Cómo viajar en tren por Portugal", "Billetes, horarios y las líneas más bonitas del interior."),
        ("Ruta por los castillos de Castilla", "Un fin de semana entre Peñafiel, Cuéllar y Coca."),
        ("Mercados navideños en Europa", "De Estrasburgo a Viena, los que merecen el viaje."),
        ("Qué ver en Cádiz en dos días", "Barrios, playas y dónde comer pescaíto frito."),
        ("Escapadas baratas desde Madrid", "Destinos a menos de dos horas en autobús."),
    ]
    cards = "".join(
        f"<div class='rec'><a href='/r/{i}'><img src='/r/{i}.jpg' alt=''><h3>{t}</h3></a><p>{d}</p></div>"
        for i, (t, d) in enumerate(recs)
    )
    content = (
        "<div class='aviso'><h1>Vaya, esta página ya no está disponible</h1><p>El contenido que buscas se ha movido o ha sido eliminado. "
        "Puede que el enlace esté desactualizado. Prueba a buscarlo de nuevo o vuelve a la portada.</p><form><input name='q' placeholder='Buscar'><button>Buscar</button></form></div>"
        f"<h2>Te puede interesar</h2><div class='recs'>{cards}</div>"
    )
    return page("es", "Revista Viajera", "Página no encontrada – Revista Viajera", content, layout="magazine")


@_case("thin2-consent-fr", False, "https://le-quotidien-du-centre.example/societe/2026/12/03/greve")
def _consent2_fr() -> bytes:
    purposes = [
        (
            "Stocker et/ou accéder à des informations sur un appareil",
            "Les cookies, identifiants d'appareils ou autres informations peuvent être stockés ou consultés sur votre appareil.",
        ),
        (
            "Publicités et contenu personnalisés",
            "Les publicités et le contenu peuvent être personnalisés sur la base de votre profil et de votre activité.",
        ),
        (
            "Mesure de performance des publicités et du contenu",
            "Les performances et l'efficacité des publicités peuvent être mesurées.",
        ),
        (
            "Études d'audience",
            "Des informations sur votre utilisation du contenu peuvent être combinées pour comprendre l'audience.",
        ),
        (
            "Développement et amélioration des services",
            "Vos données peuvent servir à améliorer les systèmes et logiciels existants.",
        ),
        (
            "Utiliser des données de géolocalisation précises",
            "Avec votre accord, votre position précise peut être utilisée.",
        ),
    ]
    items = "".join(
        f"<div class='purpose'><h4>{t}</h4><p>{d}</p><label><input type='checkbox'> Autoriser</label></div>"
        for t, d in purposes
    )
    content = (
        "<div class='consent-screen' role='dialog' aria-modal='true'><h2>Le Quotidien du Centre respecte votre vie privée</h2>"
        "<p>Avec votre accord, nous et nos 812 partenaires utilisons des cookies ou technologies similaires pour stocker, consulter et traiter des données personnelles "
        "telles que votre visite sur ce site. Vous pouvez retirer votre consentement ou vous opposer aux traitements à tout moment en cliquant sur « Paramétrer ».</p>"
        f"{items}<button>Tout accepter</button> <button>Continuer sans accepter</button> <button>Paramétrer</button></div>"
    )
    return page(
        "fr",
        "Le Quotidien du Centre",
        "Grève : les transports perturbés jeudi",
        content,
        layout="portal",
        side=False,
    )


@_case("thin2-login-de", False, "https://vereinsnetz.example/gruppen/lauftreff-sued/beitraege")
def _login2_de() -> bytes:
    content = (
        "<div class='gate'><h1>Lauftreff Süd</h1><p>Private Gruppe · 214 Mitglieder</p>"
        "<h2>Melde dich an, um die Beiträge dieser Gruppe zu sehen</h2>"
        "<p>Mit einem kostenlosen Konto bei Vereinsnetz kannst du Gruppen beitreten, Termine deines Vereins im Kalender sehen, dich zu Trainings anmelden "
        "und mit anderen Mitgliedern Nachrichten austauschen. Die Anmeldung dauert weniger als eine Minute.</p>"
        "<form action='/login' method='post'><input name='email' placeholder='E-Mail-Adresse'><input type='password' name='pw' placeholder='Passwort'><button>Anmelden</button></form>"
        "<p><a href='/registrieren'>Neu hier? Kostenlos registrieren</a> · <a href='/passwort'>Passwort vergessen?</a></p></div>"
    )
    return page("de", "Vereinsnetz", "Lauftreff Süd – Vereinsnetz", content, layout="dashboard")


@_case("thin2-comingsoon-en", False, "https://northwind-roasters.example/")
def _comingsoon2_en() -> bytes:
    content = (
        "<div class='hero'><h1>Northwind Roasters</h1><h2>Our new online shop is coming soon</h2>"
        "<p>We're a small-batch coffee roaster on the waterfront, and we're busy building a new home for our beans on the web. "
        "Sign up below and we'll let you know the moment we launch — plus you'll get 15% off your first order.</p>"
        "<form><input type='email' placeholder='Email address'><button>Notify me</button></form>"
        "<p class='cd'>Launching in <b>9</b> days</p><p>Visit us at 14 Pier Street, open daily 7–3.</p></div>"
    )
    return page("en", "Northwind Roasters", "Coming soon – Northwind Roasters", content, layout="ssg")


@_case(
    "thin2-redirect-ja", False, "https://matome-link.example/jump?to=https%3A%2F%2Fshop.example%2Fitem%2F22"
)
def _redirect2_ja() -> bytes:
    content = (
        "<div class='jump'><h1>外部サイトへ移動します</h1><p>これから移動するページは当サイトの管理外です。リンク先の内容については責任を負いかねます。</p>"
        "<p class='url'>https://shop.example/item/22</p><p>3秒後に自動的に移動します。移動しない場合は下のボタンを押してください。</p>"
        "<a class='btn' href='https://shop.example/item/22'>移動する</a> <a href='javascript:history.back()'>戻る</a></div>"
    )
    head = "<meta http-equiv='refresh' content='3;URL=https://shop.example/item/22'>"
    return page(
        "ja", "まとめリンク", "外部サイトへ移動します", content, layout="mobile", head=head, side=False
    )


@_case("thin2-parked-de", False, "https://ferienwohnung-ostsee-guenstig.example/")
def _parked2_de() -> bytes:
    ads = [
        (
            "Ferienwohnung Ostsee – jetzt buchen",
            "Große Auswahl an Ferienwohnungen direkt am Strand. Preise vergleichen und sparen.",
        ),
        (
            "Ostsee Urlaub 2027 Angebote",
            "Frühbucherrabatt bis zu 30 %. Hotels und Ferienhäuser an der Ostseeküste.",
        ),
        ("Ferienhaus mit Hund an der Ostsee", "Hundefreundliche Unterkünfte mit eingezäuntem Garten finden."),
        ("Last Minute Ostsee", "Kurzfristige Angebote für das nächste Wochenende."),
    ]
    lis = "".join(
        f"<li><a href='/click?ad={i}'>{t}</a><p>{d}</p><span class='ad'>Anzeige</span></li>"
        for i, (t, d) in enumerate(ads)
    )
    content = (
        f"<div class='park'><h1>ferienwohnung-ostsee-guenstig.example</h1><p>Diese Domain steht zum Verkauf. <a href='/kaufen'>Jetzt Preis anfragen</a></p>"
        f"<h2>Gesponserte Anzeigen</h2><ul>{lis}</ul><p class='hinweis'>Die Anzeigen werden automatisch von Dritten bereitgestellt. Der Domaininhaber hat keinen Bezug zu den Werbetreibenden.</p></div>"
    )
    return f"<!doctype html><html lang='de'><head><meta charset='utf-8'><title>ferienwohnung-ostsee-guenstig.example</title></head><body>{content}</body></html>".encode()


@_case("thin2-river-hi", False, "https://khabar-dhara.example/taaza")
def _river2_hi() -> bytes:
    items = [
        ("शेयर बाज़ार में लगातार तीसरे दिन तेज़ी", "आईटी और बैंकिंग शेयरों में ख़रीदारी से सूचकांक नई ऊँचाई पर पहुँचा।"),
        ("दिल्ली में वायु गुणवत्ता फिर बिगड़ी", "कई इलाक़ों में एक्यूआई चार सौ के पार दर्ज किया गया।"),
        ("क्रिकेट: भारत ने दूसरा टेस्ट जीता", "स्पिनरों ने आख़िरी दिन सात विकेट लिए।"),
        ("रेलवे ने सर्दियों के लिए विशेष ट्रेनें चलाईं", "बिहार और उत्तर प्रदेश के लिए बीस नई ट्रेनें।"),
        ("किसानों के लिए नई बीमा योजना", "छोटे किसानों को प्रीमियम में छूट मिलेगी।"),
        ("पहाड़ों पर बर्फ़बारी, पर्यटक बढ़े", "शिमला और मनाली में होटल लगभग भरे।"),
        ("सोने की क़ीमत में गिरावट", "शादी के मौसम से पहले ख़रीदारों को राहत।"),
        ("नई शिक्षा नीति पर राज्यों की बैठक", "पाठ्यक्रम में बदलाव पर सहमति बनी।"),
        ("मौसम विभाग ने कोहरे की चेतावनी दी", "अगले तीन दिन उड़ानों पर असर पड़ सकता है।"),
    ]
    lis = "".join(
        f"<li><a href='https://srot{i}.example/k/{i}'>{h}</a><p>{b}</p><span>{i + 1} घंटे पहले</span></li>"
        for i, (h, b) in enumerate(items)
    )
    return page(
        "hi",
        "ख़बर धारा",
        "ताज़ा ख़बरें – ख़बर धारा",
        f"<h1>ताज़ा ख़बरें</h1><ul class='feed'>{lis}</ul>",
        layout="mobile",
    )


@_case("thin2-dir-people-ko", False, "https://hankuk-univ.example/faculty/economics")
def _dir2_people_ko() -> bytes:
    ppl = [
        ("김민준", "교수", "거시경제학, 통화정책"),
        ("이서연", "교수", "노동경제학"),
        ("박지훈", "부교수", "국제무역"),
        ("최유진", "부교수", "계량경제학"),
        ("정도윤", "조교수", "행동경제학"),
        ("강하은", "조교수", "환경경제학"),
        ("윤성호", "명예교수", "경제사"),
        ("한지민", "강사", "미시경제학"),
    ]
    cards = "".join(
        f"<div class='fac'><img src='/f/{i}.jpg' alt=''><h3><a href='/faculty/{i}'>{n}</a></h3><p>{r}</p><p>연구분야: {f}</p><p>연구실: 경제관 {300 + i}호 · ☎ 02-000-{1000 + i}</p></div>"
        for i, (n, r, f) in enumerate(ppl)
    )
    return page(
        "ko",
        "한국대학교",
        "경제학과 교수진",
        f"<h1>경제학과 교수진</h1><div class='fac-grid'>{cards}</div>",
        layout="campus",
    )


@_case("thin2-tagcloud-ar", False, "https://mudawwanat-altaqniya.example/tags")
def _tagcloud2_ar() -> bytes:
    tags = [
        "الذكاء الاصطناعي",
        "البرمجة",
        "بايثون",
        "جافاسكربت",
        "الأمن السيبراني",
        "الهواتف الذكية",
        "أندرويد",
        "آيفون",
        "الحوسبة السحابية",
        "البيانات الضخمة",
        "تعلم الآلة",
        "الشبكات",
        "لينكس",
        "ويندوز",
        "الألعاب",
        "التجارة الإلكترونية",
        "التسويق الرقمي",
        "تصميم المواقع",
        "قواعد البيانات",
        "الروبوتات",
        "الطاقة الشمسية",
        "السيارات الكهربائية",
        "الواقع الافتراضي",
        "البلوك تشين",
        "الخصوصية",
        "المصادر المفتوحة",
    ]
    cloud = " ".join(
        f"<a href='/tag/{i}' class='t{i % 5}'>{t}</a> <sup>{(i * 7) % 30 + 1}</sup>"
        for i, t in enumerate(tags)
    )
    return page(
        "ar",
        "مدونات التقنية",
        "الوسوم – مدونات التقنية",
        f"<h1>جميع الوسوم</h1><div class='cloud'>{cloud}</div>",
        layout="portal",
    )


@_case("thin2-category-ro", False, "https://jurnal-de-gradina.example/categorie/trandafiri")
def _category2_ro() -> bytes:
    posts = [
        (
            "Cum tăiem trandafirii primăvara",
            "Tăierea de primăvară se face când mugurii încep să se umfle, de obicei la sfârșitul lui martie. Îndepărtăm mai întâi ramurile uscate…",
        ),
        (
            "Trandafiri urcători pentru garduri",
            "Dacă aveți un gard lung și însorit, trandafirii urcători sunt soluția ideală. Iată cinci soiuri rezistente la boli…",
        ),
        (
            "Pătarea neagră: tratament natural",
            "Petele negre pe frunze apar mai ales în verile ploioase. Un tratament cu zeamă de coada-calului poate ajuta…",
        ),
        (
            "Ce îngrășământ folosim pentru trandafiri",
            "Trandafirii sunt plante mari consumatoare. Primăvara au nevoie de azot, iar vara de potasiu pentru flori…",
        ),
        (
            "Butășirea trandafirilor în august",
            "Butașii din lemn semi-copt prind rădăcini ușor dacă sunt ținuți la umbră și umezeală…",
        ),
        (
            "Protejarea trandafirilor peste iarnă",
            "Mușuroiul de pământ la baza tufei protejează punctul de altoire de ger. Îl facem în noiembrie…",
        ),
    ]
    arts = "".join(
        f"<article class='excerpt'><h2><a href='/{i}'>{t}</a></h2><p class='meta'>Publicat de Ioana · {i + 3} comentarii</p><p>{e}</p><a href='/{i}'>Citește mai mult »</a></article>"
        for i, (t, e) in enumerate(posts)
    )
    return page(
        "ro",
        "Jurnal de grădină",
        "Trandafiri – Jurnal de grădină",
        f"<h1>Categoria: Trandafiri</h1>{arts}<div class='nav-links'><a href='/page/2'>« Articole mai vechi</a></div>",
        layout="ssg",
    )


@_case("thin2-doorway-fr", False, "https://serrurier-paris-urgence.example/serrurier-paris-15")
def _doorway2_fr() -> bytes:
    paras = [
        "Vous cherchez un serrurier Paris 15 ? Notre serrurier Paris 15 intervient en urgence pour toute ouverture de porte à Paris 15. Serrurier pas cher Paris 15, serrurier 24h/24 Paris 15.",
        "Serrurier Paris 15 rapide : dépannage serrurerie Paris 15, changement de serrure Paris 15, ouverture de porte claquée Paris 15, blindage de porte Paris 15.",
        "Pourquoi choisir notre serrurier Paris 15 ? Parce que notre serrurier Paris 15 est le meilleur serrurier Paris 15. Appelez votre serrurier Paris 15 maintenant.",
        "Nous intervenons aussi comme serrurier Paris 14, serrurier Paris 16, serrurier Paris 7, serrurier Issy-les-Moulineaux et serrurier Boulogne-Billancourt.",
    ]
    arr = " ".join(f"<a href='/serrurier-paris-{n}'>Serrurier Paris {n}</a>" for n in range(1, 21))
    content = f"<h1>Serrurier Paris 15 – Urgence 24h/24</h1>{''.join(f'<p>{p}</p>' for p in paras)}<div class='zones'>{arr}</div><a class='tel' href='tel:0100000000'>☎ 01 00 00 00 00</a>"
    return page(
        "fr",
        "Serrurier Paris Urgence",
        "Serrurier Paris 15 pas cher – urgence 24h/24",
        content,
        layout="legacy",
        side=False,
    )


@_case("thin2-quota-de", False, "https://kartendienst.example/api/konsole")
def _quota2_de() -> bytes:
    plans = [
        ("Basis", "0 €", "1.000 Anfragen pro Tag"),
        ("Pro", "29 € / Monat", "50.000 Anfragen pro Tag, E-Mail-Support"),
        ("Business", "199 € / Monat", "1 Million Anfragen pro Tag, SLA 99,9 %"),
    ]
    rows = "".join(
        f"<tr><td>{n}</td><td>{p}</td><td>{d}</td><td><a href='/upgrade/{n.lower()}'>Wählen</a></td></tr>"
        for n, p, d in plans
    )
    content = (
        "<div class='db-alert'><h2>Tageskontingent aufgebraucht</h2><p>Ihr API-Schlüssel hat heute alle 1.000 Anfragen des Basis-Tarifs verbraucht. "
        "Weitere Anfragen werden bis Mitternacht (MEZ) mit dem Status 429 abgelehnt. Wechseln Sie den Tarif, um sofort weiterzuarbeiten.</p></div>"
        f"<table class='plans'><tr><th>Tarif</th><th>Preis</th><th>Kontingent</th><th></th></tr>{rows}</table>"
    )
    return page("de", "Kartendienst", "API-Konsole – Kartendienst", content, layout="dashboard")


@_case("thin2-bot-ja", False, "https://ticket-pia.example/event/12345")
def _bot2_ja() -> bytes:
    content = (
        "<div class='verify'><h1>アクセスを確認しています</h1><p>ご利用の環境からのアクセスが集中しているため、ブラウザの確認を行っています。このままお待ちください。</p>"
        "<p>数秒経っても画面が切り替わらない場合は、JavaScriptとCookieが有効になっているかご確認ください。</p><p class='rid'>リクエストID: 5d2e-91af</p></div>"
        "<script src='/cdn-cgi/challenge.js'></script>"
    )
    return f"<!doctype html><html lang='ja'><head><meta charset='utf-8'><title>しばらくお待ちください…</title></head><body>{content}</body></html>".encode()


@_case("thin2-appshell-ar", False, "https://souq-app.example/orders/track")
def _appshell2_ar() -> bytes:
    content = (
        "<div id='app'><div class='skeleton'></div></div>"
        "<noscript>يرجى تفعيل جافاسكربت لاستخدام هذا التطبيق.</noscript>"
        "<div class='seo-foot'><p>سوق هو تطبيق للتسوق عبر الإنترنت يتيح لك شراء الإلكترونيات والأزياء ومستلزمات المنزل بأفضل الأسعار مع توصيل سريع إلى جميع المدن.</p></div>"
    )
    return page("ar", "سوق", "تتبع الطلب – سوق", content, layout="dashboard")


@_case("thin2-video-en", False, "https://clipstream.example/watch/aB3xQ")
def _video2_en() -> bytes:
    cmts = "".join(
        f"<li><b>{a}</b> {t}</li>"
        for a, t in [
            ("@mike_t", "this is insane 😂"),
            ("@jenny", "who's watching in 2026?"),
            ("@rob", "the ending tho"),
            ("@k8", "came here from the news"),
        ]
    )
    rel = "".join(
        f"<li><a href='/watch/{i}'>{t}</a> · {v} views</li>"
        for i, (t, v) in enumerate(
            [
                ("Top 10 crazy goals", "2.1M"),
                ("Storm chasers compilation", "880K"),
                ("Cat vs cucumber again", "4.4M"),
                ("Best fails of the week", "1.3M"),
                ("Drone over the volcano", "610K"),
            ]
        )
    )
    content = (
        "<div class='player'><video src='/v/aB3xQ.mp4' controls></video></div><h1>Moose walks into grocery store and nobody blinks</h1>"
        "<p class='stats'>1,204,331 views · Nov 30, 2026 · 👍 48K</p><p class='desc'>Caught on the store's security camera. Licensed via ViralHub. #moose #funny #animals</p>"
        f"<h3>Up next</h3><ul>{rel}</ul><h3>Comments 2,318</h3><ul>{cmts}</ul>"
    )
    return page(
        "en", "ClipStream", "Moose walks into grocery store – ClipStream", content, layout="dashboard"
    )


@_case("thin2-emptycat-en", False, "https://greenleaf-outdoor.example/garden-furniture/teak-benches")
def _emptycat2_en() -> bytes:
    content = (
        "<h1>Teak Garden Benches</h1><div class='cat-intro'><p>Browse our range of teak garden benches, perfect for patios, gardens and terraces. "
        "Teak garden benches are durable, weather-resistant and stylish. Shop teak garden benches online with free delivery.</p></div>"
        "<div class='plp-bar'><span>Showing 0 of 0 products</span><select><option>Sort by: Featured</option></select></div>"
        "<div class='plp-empty'><p>Sorry, there are no products matching your selection.</p><a href='/garden-furniture'>Clear filters</a></div>"
    )
    return page(
        "en", "GreenLeaf Outdoor", "Teak Garden Benches | GreenLeaf Outdoor", content, layout="portal"
    )


@_case("thin2-search-el", False, "https://dimos-thermis.example/anazitisi?q=άδεια")
def _search2_el() -> bytes:
    hits = [
        ("Άδεια στάθμευσης κατοίκων", "…δικαιολογητικά για την έκδοση άδειας στάθμευσης στο κέντρο…"),
        ("Άδεια λειτουργίας καταστήματος", "…η αίτηση υποβάλλεται ηλεκτρονικά μέσω της πλατφόρμας…"),
        ("Άδεια κατάληψης πεζοδρομίου", "…τραπεζοκαθίσματα και τέλη για το 2027…"),
        ("Άδεια εκδήλωσης σε δημόσιο χώρο", "…τουλάχιστον είκοσι ημέρες πριν από την εκδήλωση…"),
        ("Άδειες μικρής κλίμακας", "…εργασίες που δεν απαιτούν οικοδομική άδεια…"),
    ]
    res = "".join(f"<li><a href='/s/{i}'>{t}</a><p>{d}</p></li>" for i, (t, d) in enumerate(hits))
    return page(
        "el",
        "Δήμος Θέρμης",
        "Αναζήτηση: άδεια",
        f"<h1>Αποτελέσματα αναζήτησης για «άδεια»</h1><p>Βρέθηκαν 37 αποτελέσματα</p><ol>{res}</ol>",
        layout="campus",
    )


# full, batch 2


@_case("full2-brief-zh", True, "https://chengshi-zhoukan.example/kuaixun/20261203-ditie")
def _brief2_zh() -> bytes:
    content = (
        "<h1>地铁5号线周末延长运营一小时</h1><p class='time'>2026-12-03 09:12</p>"
        "<p>市地铁公司今天宣布，自本周六起，5号线在每周五、周六晚间延长运营一小时，末班车由23时调整至次日零时。"
        "公司表示，调整是为了方便夜间演出和体育赛事散场的乘客，试行期为三个月，之后将根据客流情况决定是否常态化。其他线路运营时间不变。</p>"
    )
    return page("zh", "城市周刊", "地铁5号线周末延长运营一小时", content, layout="mobile")


@_case("full2-brief-en", True, "https://valleycourier.example/news/library-hours")
def _brief2_en() -> bytes:
    content = (
        "<h1>Library extends weekend hours</h1><p class='dateline'>Dec. 3, 2026</p>"
        "<p>The Millbrook Public Library will open on Sundays from noon to 5 p.m. starting January 4, the library board decided Tuesday. "
        "The change, funded by a state literacy grant, adds one part-time librarian. Saturday hours will also run an hour later, to 6 p.m. "
        "Director Alan Reyes said Sunday was the most requested change in last spring's survey of patrons.</p>"
    )
    return page("en", "Valley Courier", "Library extends weekend hours", content, layout="magazine")


@_case("full2-glossary-ko", True, "https://gyeongje-sajeon.example/term/inflation")
def _glossary2_ko() -> bytes:
    content = (
        "<h1>인플레이션</h1><p class='def'>물가가 지속적으로 오르고 화폐의 구매력이 떨어지는 현상.</p>"
        "<p>상품과 서비스의 전반적인 가격 수준이 일정 기간 계속 상승하는 것을 말한다. 수요가 공급보다 빠르게 늘거나, 원자재 가격과 임금 같은 생산 비용이 오를 때 나타난다. "
        "완만한 인플레이션은 경제 성장과 함께 나타나는 경우가 많지만, 물가가 급격히 오르면 실질 소득이 줄고 저축의 가치가 떨어진다. 중앙은행은 주로 기준금리를 조정해 물가를 관리한다.</p>"
        "<p>관련 용어: <a href='/term/deflation'>디플레이션</a>, <a href='/term/stagflation'>스태그플레이션</a>, <a href='/term/cpi'>소비자물가지수</a></p>"
    )
    return page("ko", "경제사전", "인플레이션 뜻 – 경제사전", content, layout="ssg")


@_case("full2-table-ja", True, "https://kishou-data.example/2026/11/summary")
def _table2_ja() -> bytes:
    rows = [
        ("札幌", "4.1", "+0.8", "112"),
        ("仙台", "9.3", "+0.6", "58"),
        ("東京", "13.8", "+1.1", "71"),
        ("名古屋", "12.9", "+0.9", "64"),
        ("大阪", "14.2", "+1.0", "49"),
        ("広島", "12.7", "+0.7", "55"),
        ("福岡", "14.6", "+0.8", "80"),
        ("那覇", "22.5", "+0.4", "121"),
    ]
    trs = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td></tr>" for a, b, c, d in rows)
    content = (
        "<h1>2026年11月の天候まとめ</h1><p>11月は全国的に気温が高く、東京では平年より1.1度高かった。降水量は北日本の日本海側と沖縄で多かった。</p>"
        f"<table><thead><tr><th>地点</th><th>平均気温(℃)</th><th>平年差</th><th>降水量(mm)</th></tr></thead><tbody>{trs}</tbody></table>"
    )
    return page("ja", "気象データ", "2026年11月の天候まとめ", content, layout="dashboard")


@_case("full2-code-fr", True, "https://doc-outils.example/git/rebase-interactif")
def _code2_fr() -> bytes:
    content = (
        "<h1>Réécrire l'historique avec git rebase -i</h1><p>Pour regrouper les trois derniers commits avant de pousser une branche :</p>"
        "<pre><code>git rebase -i HEAD~3</code></pre><p>Git ouvre un éditeur avec une ligne par commit :</p>"
        "<pre><code>pick 1a2b3c4 Ajoute le formulaire\npick 5d6e7f8 Corrige une faute\npick 9a0b1c2 Corrige encore\n</code></pre>"
        "<p>Remplacez <code>pick</code> par <code>fixup</code> sur les deux dernières lignes, enregistrez et fermez :</p>"
        "<pre><code>pick 1a2b3c4 Ajoute le formulaire\nfixup 5d6e7f8 Corrige une faute\nfixup 9a0b1c2 Corrige encore\n</code></pre>"
        "<p>Si la branche était déjà publiée, il faut forcer l'envoi, de préférence avec <code>git push --force-with-lease</code>, qui refuse d'écraser le travail d'un collègue.</p>"
    )
    return page("fr", "Doc Outils", "git rebase -i – Doc Outils", content, layout="ssg")


@_case("full2-product-ar", True, "https://souq-albait.example/product/ghallaya")
def _product2_ar() -> bytes:
    content = (
        "<div class='pdp'><h1>غلاية كهربائية من الفولاذ ١٫٧ لتر</h1><div class='price'>١٨٩ ريال</div><button>أضف إلى السلة</button>"
        "<h2>الوصف</h2><p>غلاية مصنوعة من الفولاذ المقاوم للصدأ من الداخل والخارج، فلا يلامس الماء أي بلاستيك أثناء الغليان. تغلي لتراً من الماء في نحو ثلاث دقائق بفضل قدرة ٢٢٠٠ واط، "
        "وتنطفئ تلقائياً عند الغليان أو عند رفعها عن القاعدة.</p><p>تحتوي على مؤشر لمستوى الماء من الجهتين وفلتر قابل للإزالة يمنع الترسبات من الوصول إلى الكوب.</p>"
        "<ul><li>السعة: ١٫٧ لتر</li><li>القدرة: ٢٢٠٠ واط</li><li>الضمان: سنتان</li></ul></div>"
    )
    return page("ar", "سوق البيت", "غلاية كهربائية من الفولاذ", content, layout="portal")


@_case("full2-forum-he", True, "https://forum-horim.example/thread/8812")
def _forum2_he() -> bytes:
    posts = [
        (
            "אמא_של_3",
            "הבן שלי בן 4 ומסרב ללכת לישון לפני עשר בלילה. ניסינו הכול: מקלחת, סיפור, אור עמום. יש למישהו רעיון?",
        ),
        ("דני", "אצלנו עזר להקדים את ארוחת הערב ולהפסיק מסכים שעה לפני השינה. לקח בערך שבועיים עד שהתרגל."),
        ("מיכל", "כדאי לבדוק אם הוא עדיין ישן בצהריים בגן. אצלנו ביטלנו את שנת הצהריים והוא נרדם בשמונה."),
        ("אמא_של_3", "תודה לשניכם! באמת ישן שעה וחצי בגן. אדבר עם הגננת."),
    ]
    body = "".join(f"<div class='msg'><b>{a}</b><p>{t}</p></div>" for a, t in posts)
    return page(
        "he",
        "פורום הורים",
        "ילד בן 4 לא נרדם – פורום הורים",
        f"<h1>ילד בן 4 לא נרדם לפני עשר</h1>{body}",
        layout="legacy",
    )


@_case("full2-about-login-es", True, "https://seguridad-facil.example/guias/doble-factor")
def _about_login_es() -> bytes:
    content = (
        "<h1>Qué es la verificación en dos pasos y por qué deberías activarla</h1>"
        "<p>Cuando inicias sesión en tu banco o en tu correo, la contraseña es la primera barrera. Si alguien la roba, puede entrar. La verificación en dos pasos añade una segunda: "
        "un código que llega al móvil o que genera una aplicación, y que cambia cada treinta segundos.</p>"
        "<p>Para activarla, entra en los ajustes de seguridad de tu cuenta y busca «Verificación en dos pasos» o «Autenticación de dos factores». Es preferible usar una aplicación "
        "de autenticación en lugar de SMS, porque los mensajes pueden interceptarse si alguien duplica tu tarjeta SIM.</p>"
        "<p>Guarda los códigos de recuperación en un lugar seguro: si pierdes el móvil, serán la única forma de volver a iniciar sesión.</p>"
    )
    return page("es", "Seguridad Fácil", "Verificación en dos pasos: guía", content, layout="campus")


@_case("full2-newsletter-it", True, "https://quaderno-verde.example/2026/12/compost-balcone")
def _newsletter2_it() -> bytes:
    nl = "<div class='nl'><h3>Iscriviti alla newsletter</h3><p>Ogni domenica consigli di giardinaggio nella tua casella. Niente spam.</p><input type='email'><button>Iscriviti</button></div>"
    content = (
        "<h1>Fare il compost sul balcone</h1><p>Anche senza giardino si può trasformare lo scarto di cucina in terriccio. Basta un contenitore con coperchio e qualche foro sul fondo, "
        "da riempire alternando scarti umidi, come bucce e fondi di caffè, e materiale secco, come cartone strappato o foglie.</p>"
        f"{nl}<p>Il segreto è l'equilibrio: se il compost puzza è troppo umido, e va aggiunto cartone; se non si decompone è troppo secco, e va bagnato. "
        "Mescolate una volta alla settimana. In quattro o cinque mesi avrete un terriccio scuro e profumato di bosco.</p>"
        "<p>Evitate carne, pesce e latticini, che attirano insetti e rallentano il processo.</p>"
    )
    return page("it", "Quaderno Verde", "Fare il compost sul balcone", content, layout="magazine", extra=nl)


@_case("full2-listicle-en", True, "https://trailwise.example/guides/winter-hikes")
def _listicle_en() -> bytes:
    trails = [
        (
            "Cedar Falls Loop",
            "4.2 miles",
            "An easy loop that passes three frozen waterfalls. The boardwalk section can be icy, so bring microspikes.",
        ),
        (
            "Ridge Line Trail",
            "7.8 miles",
            "Exposed and windy, but the views of the valley are the best in the park on a clear day. Start early; the sun sets behind the ridge by four.",
        ),
        (
            "Hemlock Hollow",
            "2.5 miles",
            "Sheltered by old hemlocks, this short walk stays mostly free of snow and is a good choice with children.",
        ),
        (
            "Old Quarry Path",
            "5.1 miles",
            "Follows a disused rail bed to a flooded quarry. Flat all the way, and often groomed for cross-country skiing.",
        ),
    ]
    secs = "".join(
        f"<h2><a href='/trails/{i}'>{n}</a></h2><p class='facts'>{d} · loop</p><p>{t}</p>"
        for i, (n, d, t) in enumerate(trails)
    )
    content = f"<h1>Four winter hikes within an hour of the city</h1><p>Short days and cold weather need not keep you indoors. These trails are well marked and safe in winter with the right gear.</p>{secs}"
    return page("en", "Trailwise", "Four winter hikes within an hour of the city", content, layout="portal")


@_case("full2-release-zh", True, "https://kaiyuan-gongju.example/releases/v2-5")
def _release2_zh() -> bytes:
    content = (
        "<h1>版本 2.5 发布说明</h1><p>发布日期：2026年12月1日</p><h2>新功能</h2><ul><li>支持从命令行导入 Excel 文件，自动识别表头和日期列。</li>"
        "<li>新增深色主题，可在设置中切换，或跟随系统。</li></ul><h2>改进</h2><ul><li>大文件的打开速度提升约 40%。</li><li>搜索结果按相关度排序，并高亮匹配的文字。</li></ul>"
        "<h2>问题修复</h2><ul><li>修复在 Windows 上路径含中文时无法保存的问题。</li><li>修复撤销操作偶尔丢失最后一步的问题。</li></ul>"
        "<h2>升级说明</h2><p>配置文件格式有变化，首次启动时会自动迁移并备份旧文件。</p>"
    )
    return page("zh", "开源工具", "版本 2.5 发布说明", content, layout="ssg")


@_case("full2-recipe-el", True, "https://kouzina-tis-giagias.example/syntages/fakes")
def _recipe2_el() -> bytes:
    content = (
        "<h1>Φακές σούπα</h1><p>4 μερίδες · 50 λεπτά</p><h2>Υλικά</h2><ul><li>500 γρ. φακές</li><li>1 κρεμμύδι</li><li>2 σκελίδες σκόρδο</li><li>1 καρότο</li>"
        "<li>2 κ.σ. πελτές ντομάτας</li><li>2 φύλλα δάφνης</li><li>100 ml ελαιόλαδο</li><li>ξίδι, αλάτι, πιπέρι</li></ul>"
        "<h2>Εκτέλεση</h2><ol><li>Βράζουμε τις φακές 5 λεπτά, τις σουρώνουμε και πετάμε το νερό.</li><li>Τις ξαναβάζουμε με φρέσκο νερό, το κρεμμύδι, το σκόρδο, το καρότο και τη δάφνη.</li>"
        "<li>Προσθέτουμε τον πελτέ και σιγοβράζουμε 35 λεπτά, ώσπου να μαλακώσουν.</li><li>Στο τέλος ρίχνουμε το ελαιόλαδο, αλατοπιπερώνουμε και σερβίρουμε με λίγο ξίδι.</li></ol>"
    )
    return page("el", "Η κουζίνα της γιαγιάς", "Φακές σούπα – συνταγή", content, layout="legacy")


@_case("full2-about-soft404-de", True, "https://seo-werkstatt.example/blog/soft-404")
def _about_soft404_de() -> bytes:
    content = (
        "<h1>Soft 404: Wenn „Seite nicht gefunden“ mit Status 200 kommt</h1>"
        "<p>Ein Soft 404 ist eine Seite, die dem Besucher sagt, dass es den Inhalt nicht gibt – „Diese Seite existiert nicht mehr“ oder „0 Treffer“ –, dem Crawler aber den Statuscode 200 meldet. "
        "Suchmaschinen verschwenden dann Crawl-Budget und nehmen die leere Seite womöglich in den Index auf.</p>"
        "<p>Typische Ursachen sind Shop-Kategorien ohne Produkte, ausgelaufene Stellenanzeigen und Suchergebnisseiten, die offen für Crawler sind. "
        "Die Lösung hängt vom Fall ab: echte 404 oder 410 für gelöschte Inhalte, eine 301-Weiterleitung, wenn es einen Nachfolger gibt, und noindex für interne Suchseiten.</p>"
        "<p>In der Search Console finden Sie betroffene URLs im Bericht zur Seitenindexierung unter „Soft 404“.</p>"
    )
    return page("de", "SEO-Werkstatt", "Soft 404 erklärt", content, layout="campus")


@_case("full2-obituary-fi", True, "https://paikallislehti.example/muistot/eino-laaksonen")
def _obituary2_fi() -> bytes:
    content = (
        "<h1>Eino Laaksonen 1941–2026</h1><p>Kalastaja ja kotiseutuneuvos Eino Laaksonen kuoli 24. marraskuuta Porvoossa 85-vuotiaana. Hän oli syntynyt Pellingin saaristossa.</p>"
        "<p>Laaksonen kalasti ammatikseen yli viisikymmentä vuotta ja tunsi saariston karit paremmin kuin yksikään merikortti. Eläkkeellä hän kokosi kylän vanhoista valokuvista "
        "ja tarinoista kolme kirjaa ja opetti koululaisille verkkojen paikkaamista.</p>"
        "<p>Häntä jäävät kaipaamaan puoliso Aino, kaksi tytärtä perheineen sekä laaja saaristolaisten joukko. Siunaustilaisuus pidetään Pellingin kappelissa 13. joulukuuta.</p>"
    )
    return page("fi", "Paikallislehti", "Eino Laaksonen 1941–2026", content, layout="portal")


# ---------------------------------------------------------------- the test

# first sight at 56b6532: batch 1 missed the Spanish doorway; batch 2 three thin pages and a Japanese table
_BLIND_MISSES: frozenset[str] = frozenset()
# thin2-comments-de dropped since round 13; the blind run also missed thin-doorway-es, thin2-comingsoon-en,
# thin2-quota-de, full2-table-ja (fixed since); full-dict-fr, whose list of senses trafilatura dropped from
# its layout table's cell, is read whole since round 15 (`repairs.unlist_headline_cells`)


@pytest.mark.parametrize("case", params(CASES, _BLIND_MISSES, "blind round 7 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)


def test_round_covers_languages_and_layouts() -> None:
    """The round's own promise: at least 40 thin and 30 full pages, unique names."""
    names = [c.name for c in CASES]
    assert len(names) == len(set(names))
    assert sum(not c.full for c in CASES) >= 40
    assert sum(c.full for c in CASES) >= 30
