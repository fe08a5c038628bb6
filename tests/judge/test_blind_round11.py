"""Blind round 11 (#17): labelled synthetic pages written before they were run through the judge.

Full pages of the kinds the held-out set is said to hold and earlier rounds still lose — dated news
briefs of 25–45 words (Albanian, Macedonian, Khmer, Yoruba, Irish) and a death notice, dictionary
entries (Maltese senses in a list, Esperanto senses in a definition list), a glossary entry on
cookies, recipe cards whose ingredient lines are a few words each, release notes, a data table,
an API reference, articles in unspaced scripts (Burmese, Lao), a `<details>` FAQ, a poem of short
lines, a forum thread, pages about cookies, captchas, 404s and paywalls, pages with a reCAPTCHA
comment form or a consent banner beside their text, a CSS-clipped paywall over the whole text — and
thin pages of the family the held-out set drops: an aggregator and a one-item teaser leading
elsewhere, a tag archive, a tag cloud, an A–Z index, a directory, a recipe category, a gallery and a
video page with captions only, a keyword-stuffed doorway, quota and rate-limit notices served with
200, paywall ledes, soft 404s, a missing dictionary entry, comment-only pages, a log-in wall, a
consent wall, an empty category, a search without results, a bot check, a redirect notice and an
error page. Twenty-four languages no round had, five new layouts (`blind_chrome11`). Labels: what a
researcher would want. Each page goes through the public API only. First-sight misses are listed in
docs/benchmarks.md ("#17: blind round 11"); those still missed are `_OPEN_MISSES`.
"""

# ruff: noqa: E501  (the pages' prose is data: wrapping every sentence would hide it)

from __future__ import annotations

import pytest

from tests.judge.blind_cases import Case, assert_judged, ld, params, registry
from tests.judge.blind_chrome11 import page

CASES: list[Case] = []
_case = registry(CASES)

# ---------------------------------------------------------------- full: briefs


@_case("full-brief-sq", True, "https://lajmet-sot.example/2026/12/03/aeroporti-terminal")
def _brief_sq() -> bytes:
    text = (
        "<h1>Aeroporti i Tiranës hap terminalin e ri</h1><p class='date'>3 dhjetor 2026, 10:05</p>"
        "<p>Aeroporti Ndërkombëtar i Tiranës hapi sot terminalin e ri të nisjeve, i cili dyfishon numrin e sporteleve të kontrollit. Sipas drejtorisë, pritjet në orët e pikut do të shkurtohen me rreth njëzet minuta.</p>"
    )
    return page("sq", "Lajmet Sot", "Aeroporti i Tiranës hap terminalin e ri", text, layout="xhtml")


@_case("full-brief-mk", True, "https://vesti-denes.example/skopje/velosipedska-pateka")
def _brief_mk() -> bytes:
    text = (
        "<article><h1>Скопје добива нова велосипедска патека</h1><time datetime='2026-12-03T08:30+01:00'>03.12.2026</time>"
        "<p>Градот Скопје денеска ја отвори новата велосипедска патека долж кејот на Вардар, долга четири километри. Патеката ги поврзува Карпош и Центар и ќе биде осветлена во текот на ноќта.</p></article>"
    )
    return page("mk", "Вести денес", "Скопје добива нова велосипедска патека", text, layout="sourceorder")


@_case("full-brief-km", True, "https://khmer-post.example/news/2026/12/03/scholarship")
def _brief_km() -> bytes:
    text = (
        "<h1>ក្រសួងអប់រំបើកកម្មវិធីអាហារូបករណ៍ថ្មី</h1><p class='post-date'>ថ្ងៃទី ៣ ខែធ្នូ ឆ្នាំ ២០២៦</p>"
        "<p>ភ្នំពេញ៖ ក្រសួងអប់រំ យុវជន និងកីឡា បានប្រកាសនៅថ្ងៃនេះអំពីកម្មវិធីអាហារូបករណ៍ថ្មីចំនួនមួយពាន់កន្លែង សម្រាប់សិស្សមកពីខេត្តជនបទ។ ពាក្យស្នើសុំនឹងត្រូវទទួលរហូតដល់ចុងខែមករា ហើយលទ្ធផលនឹងប្រកាសនៅខែមីនា។</p>"
    )
    return page("km", "ខ្មែរប៉ុស្តិ៍", "ក្រសួងអប់រំបើកកម្មវិធីអាហារូបករណ៍ថ្មី", text, layout="builder")


@_case("full-brief-yo", True, "https://iroyin-oni.example/2026/12/03/ile-iwosan")
def _brief_yo() -> bytes:
    text = (
        "<h1>Ìjọba Ìpínlẹ̀ Ọ̀yọ́ ṣí ilé-ìwòsàn tuntun</h1><p class='dateline'>Ìbàdàn, 3 Oṣù Kejìlá 2026</p>"
        "<p>Gómìnà Ìpínlẹ̀ Ọ̀yọ́ ṣí ilé-ìwòsàn tuntun kan ní agbègbè Mọ̀kọ́lá lónìí. Ilé-ìwòsàn náà ní ibùsùn ọgọ́ta, yóò sì máa ṣiṣẹ́ fún wákàtí mẹ́rìnlélógún lójoojúmọ́.</p>"
    )
    return page("yo", "Ìròyìn Òní", "Ìjọba Ìpínlẹ̀ Ọ̀yọ́ ṣí ilé-ìwòsàn tuntun", text, layout="hentry")


@_case("full-brief-ga", True, "https://nuacht-an-iarthair.example/2026/12/03/bothar-an-chosta")
def _brief_ga() -> bytes:
    text = (
        "<h1>Dúnfar bóthar an chósta i gConamara</h1><p class='pf-date'><time datetime='2026-12-03'>3 Nollaig 2026</time> · 1 nóim</p>"
        "<p>Dúnfar bóthar an chósta idir an Cheathrú Rua agus Ros an Mhíl ar feadh trí lá ón Luan seo chugainn. Tá obair dheisiúcháin le déanamh ar an droichead tar éis na stoirme.</p>"
    )
    return page("ga", "Nuacht an Iarthair", "Dúnfar bóthar an chósta i gConamara", text, layout="platform")


@_case("full-obituary-so", True, "https://geeryo.example/2026/12/03/xaaji-cali")
def _obituary_so() -> bytes:
    text = (
        "<h1>Geeridii Xaaji Cali Maxamed Warsame</h1><p class='date'>3 Diseembar 2026</p>"
        "<p>Waxaa si xasaradeed ugu geeriyooday magaalada Hargeysa Xaaji Cali Maxamed Warsame, oo ahaa macallin dugsi muddo soddon sano ah. Aaskiisa waxaa la qabanayaa maanta galabta kadib salaadda casar. Ilaahay ha u naxariisto.</p>"
    )
    return page("so", "Geeryo", "Geeridii Xaaji Cali Maxamed Warsame", text, layout="hentry", side=False)


# ---------------------------------------------------------------- full: dictionary, glossary, recipes


@_case("full-dict-mt", True, "https://kelma.example/dizzjunarju/da%C4%A7ka")
def _dict_mt() -> bytes:
    text = (
        "<h1>daħka</h1><p class='pos'>nom femminili; plural: daħkiet</p>"
        "<ol class='senses'><li>Il-ħoss u l-moviment tal-wiċċ li jagħmel min ikun ferħan jew jara xi ħaġa umoristika.</li>"
        "<li>Ħaġa jew persuna li tqanqal id-daħk ta' ħaddieħor.</li></ol>"
        "<p class='ex'><i>Ħadet daħka sewwa bl-istorja tiegħu.</i></p><p class='etym'>Etimoloġija: mill-Għarbi <i>ḍaḥka</i>.</p>"
    )
    return page("mt", "Kelma", "daħka", text, layout="xhtml")


@_case("full-dict-eo", True, "https://vortaro.example/lumo")
def _dict_eo() -> bytes:
    text = (
        "<h1>lumo</h1><p class='gram'><abbr title='substantivo'>s.</abbr> [lum/o]</p><dl class='sencoj'>"
        "<dt>1.</dt><dd>Tio, kio igas objektojn videblaj por la okulo: <i>la lumo de la suno</i>.</dd>"
        "<dt>2.</dt><dd>Fonto de lumo, ekzemple lampo aŭ kandelo: <i>estingi la lumon</i>.</dd>"
        "<dt>3.</dt><dd>(figure) Klarigo, kiu helpas kompreni aferon: <i>ĵeti lumon sur la demandon</i>.</dd></dl>"
        "<p class='deriv'>Derivaĵoj: lumi, luma, lumigi, lumturo.</p>"
    )
    return page("eo", "Vortaro", "lumo", text, layout="hentry")


@_case("full-glossary-lb", True, "https://digital-lexikon.example/glossar/cookie")
def _glossary_lb() -> bytes:
    text = (
        "<h1>Cookie</h1><p>E Cookie ass eng kleng Textdatei, déi eng Websäit op ärem Apparat späichert, wann Dir se besicht. Doduerch erkennt d'Säit Iech bei engem nächste Besuch erëm, zum Beispill fir Är Sproochastellung oder de Wuerekuerf ze behalen.</p>"
        "<p>Et gëtt technesch néideg Cookien, ouni déi eng Säit net funktionéiert, an Tracking-Cookien, mat deenen Drëttfirmen Äert Verhalen iwwer verschidde Säite verfollegen. Fir déi zweet Zort muss d'Säit no europäeschem Recht Är Zoustëmmung froen.</p>"
        "<p>Kuckt och: <a href='/glossar/dateschutz'>Dateschutz</a>, <a href='/glossar/dsgvo'>DSGVO</a>.</p>"
    )
    return page("lb", "Digital Lexikon", "Cookie", text, layout="sourceorder")


@_case("full-recipe-az", True, "https://metbex.example/resept/sekerbura")
def _recipe_az() -> bytes:
    text = (
        "<h1>Şəkərbura</h1><p>Novruz bayramının ən sevilən şirniyyatı.</p><h2>Tərkibi</h2>"
        "<ul><li>500 q un</li><li>200 q kərə yağı</li><li>2 yumurta</li><li>300 q fındıq</li><li>250 q şəkər tozu</li><li>1 çay qaşığı hil</li></ul>"
        "<h2>Hazırlanması</h2><ol><li>Un, yağ və yumurtadan yumşaq xəmir yoğurun.</li><li>Fındığı döyüb şəkər və hil ilə qarışdırın.</li>"
        "<li>Xəmiri kürəcik edib içinə içlik qoyun və kənarlarını naxışlayın.</li><li>180 dərəcədə 20 dəqiqə bişirin.</li></ol>"
    )
    return page("az", "Mətbəx", "Şəkərbura", text, layout="builder")


@_case("full-recipe-ne", True, "https://bhancha.example/recipe/chicken-momo")
def _recipe_ne() -> bytes:
    head = ld(
        {
            "@context": "https://schema.org",
            "@type": "Recipe",
            "name": "कुखुराको मम",
            "recipeIngredient": ["मैदा ३ कप", "कुखुराको मासु ५०० ग्राम", "प्याज २ वटा", "लसुन अदुवा पेस्ट", "नुन"],
            "cookTime": "PT15M",
        }
    )
    text = (
        "<h1>कुखुराको मम</h1><p>घरमै सजिलै बनाउन सकिने नेपाली मम।</p><h2>सामग्री</h2>"
        "<ul><li>मैदा ३ कप</li><li>कुखुराको मासु ५०० ग्राम</li><li>प्याज २ वटा</li><li>लसुन अदुवा पेस्ट</li><li>नुन स्वादअनुसार</li></ul>"
        "<h2>विधि</h2><ol><li>मैदामा पानी हालेर नरम पिठो मुछ्नुहोस्।</li><li>मासुमा प्याज, लसुन, अदुवा र नुन मिसाउनुहोस्।</li>"
        "<li>पिठोका साना रोटी बनाएर भित्र मासु राखी बन्द गर्नुहोस्।</li><li>बाफमा पन्ध्र मिनेट पकाउनुहोस्।</li></ol>"
    )
    return page("ne", "भान्छा", "कुखुराको मम", text, layout="hentry", head=head)


@_case("full-release-eo", True, "https://programaro.example/versioj/2.4.0")
def _release_eo() -> bytes:
    text = (
        "<h1>Versio 2.4.0</h1><p><time datetime='2026-12-01'>1 decembro 2026</time></p>"
        "<h2>Novaĵoj</h2><ul><li>Subteno por la formato WebP en la bildoredaktilo.</li><li>Nova malhela etoso por la menuo.</li></ul>"
        "<h2>Riparoj</h2><ul><li>La programo ne plu kraŝas, kiam oni fermas malplenan dosieron.</li><li>Serĉado nun trovas vortojn kun supersignoj.</li>"
        "<li>Presado de longaj tabeloj denove funkcias.</li></ul>"
    )
    return page("eo", "Programaro", "Versio 2.4.0", text, layout="builder")


# ---------------------------------------------------------------- full: tables, code, unspaced scripts, FAQ, poem, thread


@_case("full-table-mn", True, "https://statistik.example/medee/aimag-hun-am-2025")
def _table_mn() -> bytes:
    rows = [
        ("Архангай", "97 412", "0.8"),
        ("Баян-Өлгий", "112 306", "1.4"),
        ("Булган", "62 150", "0.3"),
        ("Говь-Алтай", "58 902", "0.2"),
        ("Дорнод", "85 721", "1.1"),
        ("Завхан", "71 034", "-0.4"),
        ("Хөвсгөл", "136 880", "0.9"),
        ("Өвөрхангай", "118 245", "0.6"),
    ]
    body = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rows)
    text = (
        "<h1>Аймгуудын хүн ам, 2025 он</h1><p>Үндэсний статистикийн хорооны мэдээгээр 2025 оны эцсийн байдлаар зарим аймгийн хүн амын тоо дараах байдалтай байна.</p>"
        f"<table class='data'><thead><tr><th>Аймаг</th><th>Хүн ам</th><th>Өсөлт, %</th></tr></thead><tbody>{body}</tbody></table>"
        "<p class='source'>Эх сурвалж: ҮСХ, 2026 оны 1-р сар.</p>"
    )
    return page("mn", "Статистик", "Аймгуудын хүн ам, 2025 он", text, layout="xhtml")


@_case("full-code-be", True, "https://kalendar-docs.example/api/parse_date")
def _code_be() -> bytes:
    text = (
        "<h1>Функцыя parse_date</h1><p>Пераўтварае радок з датай у аб'ект <code>datetime</code>. Калі фармат не пазначаны, функцыя спрабуе ISO 8601, а потым фармат дд.мм.гггг.</p>"
        '<pre><code>from kalendar import parse_date\n\nd = parse_date("03.12.2026")\nprint(d.year)  # 2026\n\nd = parse_date("2026-12-03", fmt="%Y-%m-%d")</code></pre>'
        "<h2>Параметры</h2><ul><li><code>text</code> — радок з датай.</li><li><code>fmt</code> — фармат strftime, неабавязковы.</li></ul>"
        "<h2>Памылкі</h2><p>Калі радок не адпавядае ніводнаму фармату, узнікае <code>ValueError</code> з тэкстам радка ў паведамленні.</p>"
    )
    return page("be", "Kalendar", "parse_date", text, layout="platform")


@_case("full-article-my", True, "https://myanmar-tadin.example/news/2026/12/03/rice")
def _article_my() -> bytes:
    text = (
        "<h1>ဆန်စပါးတင်ပို့မှု မြင့်တက်</h1><p class='date'>၂၀၂၆ ဒီဇင်ဘာ ၃</p>"
        "<p>စီးပွားရေးနှင့် ကူးသန်းရောင်းဝယ်ရေးဝန်ကြီးဌာန၏ ထုတ်ပြန်ချက်အရ ယခုဘဏ္ဍာနှစ် ပထမခြောက်လအတွင်း ဆန်စပါးတင်ပို့မှုသည် ယမန်နှစ်ကထက် ရာခိုင်နှုန်း ၁၂ ခန့် မြင့်တက်လာခဲ့သည်။ အဓိကဝယ်ယူသည့်နိုင်ငံများမှာ တရုတ်၊ ဖိလစ်ပိုင်နှင့် အာဖရိကနိုင်ငံအချို့ ဖြစ်သည်။</p>"
        "<p>ကုန်သည်များက ဆိပ်ကမ်းကုန်ကျစရိတ်လျှော့ချပေးပါက တင်ပို့မှု ထပ်မံတိုးလာနိုင်သည်ဟု ဆိုသည်။ ဝန်ကြီးဌာနက လာမည့်နှစ်တွင် အရည်အသွေးစစ်ဆေးရေးစနစ်သစ်ကို စတင်မည်ဖြစ်ပြီး လယ်သမားများအတွက် သင်တန်းများလည်း ဖွင့်လှစ်မည်ဟု ပြောသည်။</p>"
    )
    return page("my", "မြန်မာ့သတင်း", "ဆန်စပါးတင်ပို့မှု မြင့်တက်", text, layout="sourceorder")


@_case("full-article-lo", True, "https://khaosan-lao.example/2026/12/03/bridge")
def _article_lo() -> bytes:
    text = (
        "<h1>ຂົວມິດຕະພາບແຫ່ງໃໝ່ເປີດນຳໃຊ້</h1><p class='date'>3 ທັນວາ 2026</p>"
        "<p>ຂົວມິດຕະພາບຂ້າມແມ່ນ້ຳຂອງແຫ່ງໃໝ່ ເຊື່ອມຕໍ່ແຂວງບໍລິຄຳໄຊກັບປະເທດໄທ ໄດ້ເປີດນຳໃຊ້ຢ່າງເປັນທາງການໃນມື້ນີ້. ຂົວດັ່ງກ່າວມີຄວາມຍາວ 1.4 ກິໂລແມັດ ແລະ ຄາດວ່າຈະຊ່ວຍຫຼຸດເວລາຂົນສົ່ງສິນຄ້າລົງເຄິ່ງໜຶ່ງ.</p>"
        "<p>ເຈົ້າໜ້າທີ່ແຂວງກ່າວວ່າ ດ່ານກວດຄົນເຂົ້າເມືອງຈະເປີດແຕ່ 6 ໂມງເຊົ້າ ຫາ 10 ໂມງແລງ ທຸກວັນ. ພໍ່ຄ້າຊາຍແດນຫວັງວ່າ ການຄ້າລະຫວ່າງສອງຝັ່ງຈະເພີ່ມຂຶ້ນຢ່າງຫຼວງຫຼາຍໃນປີໜ້າ.</p>"
    )
    return page("lo", "ຂ່າວສານລາວ", "ຂົວມິດຕະພາບແຫ່ງໃໝ່ເປີດນຳໃຊ້", text, layout="hentry")


@_case("full-faq-gu", True, "https://passport-seva.example/gu/faq/renewal")
def _faq_gu() -> bytes:
    qa = [
        (
            "પાસપોર્ટ રિન્યુ કરવા કયા દસ્તાવેજો જોઈએ?",
            "જૂનો પાસપોર્ટ, સરનામાનો પુરાવો અને ઓનલાઇન ભરેલું અરજીપત્ર સાથે લાવવાં.",
        ),
        ("રિન્યુઅલમાં કેટલો સમય લાગે છે?", "સામાન્ય રીતે પોલીસ ચકાસણી પછી બે થી ત્રણ અઠવાડિયામાં પાસપોર્ટ ઘરે પહોંચે છે."),
        (
            "શું તાત્કાલ સેવા ઉપલબ્ધ છે?",
            "હા, વધારાની ફી ભરીને તાત્કાલ અરજી કરી શકાય છે, જેમાં એક અઠવાડિયામાં પાસપોર્ટ મળે છે.",
        ),
    ]
    items = "".join(f"<details><summary>{q}</summary><p>{a}</p></details>" for q, a in qa)
    text = f"<h1>પાસપોર્ટ રિન્યુઅલ: વારંવાર પૂછાતા પ્રશ્નો</h1>{items}"
    return page("gu", "પાસપોર્ટ સેવા", "વારંવાર પૂછાતા પ્રશ્નો", text, layout="xhtml")


@_case("full-poem-am", True, "https://gitim.example/poems/ye-addis-mamsha")
def _poem_am() -> bytes:
    lines = [
        "የአዲስ አበባ ምሽት ይወርዳል በቀስታ፣",
        "መብራቶቹ ይበራሉ አንድ በአንድ በጸጥታ።",
        "እናቴ ቡና ታፈላለች በጭስ መሃል፣",
        "ጎረቤቶች ይመጣሉ ወሬ ይዘው በፍቅር ቃል።",
        "ልጆች ይስቃሉ በመንገዱ ዳር፣",
        "ከተማዋ ታንቀላፋለች በዝናብ ዜማ ውስጥ ሳትፈራ።",
        "እኔ ግን እጽፋለሁ ይህን ምሽት እንዳይረሳ፣",
        "ለነገ ልጆች ትዝታ እንዲሆን በእውነት የተሳሰረ።",
    ]
    text = (
        "<h1>የአዲስ አበባ ምሽት</h1><p class='poet'>ግጥም፡ ሰላም ተስፋዬ</p><div class='poem'>"
        + "<br>".join(lines)
        + "</div>"
    )
    return page("am", "ግጥም", "የአዲስ አበባ ምሽት", text, layout="platform")


@_case("full-thread-ml", True, "https://krishi-forum.example/t/vazha-ila-manja/4410")
def _thread_ml() -> bytes:
    posts = [
        ("രാജൻ", "എന്റെ വാഴയുടെ ഇലകൾ കഴിഞ്ഞ രണ്ടാഴ്ചയായി മഞ്ഞളിക്കുന്നു. വെള്ളം ദിവസവും ഒഴിക്കുന്നുണ്ട്. എന്തായിരിക്കും കാരണം?"),
        (
            "സുമ",
            "അമിതമായി വെള്ളം ഒഴിക്കുന്നതാണ് പലപ്പോഴും കാരണം. മണ്ണിൽ വെള്ളം കെട്ടിനിൽക്കുന്നുണ്ടോ എന്ന് നോക്കുക. പൊട്ടാഷിന്റെ കുറവും ഇലകൾ മഞ്ഞളിക്കാൻ ഇടയാക്കും.",
        ),
        ("അനിൽ", "ഞങ്ങളുടെ തോട്ടത്തിൽ ഇതേ പ്രശ്നം ഉണ്ടായപ്പോൾ ചാരം ഇട്ടുകൊടുത്തു. മൂന്നാഴ്ചയ്ക്കുള്ളിൽ പുതിയ ഇലകൾ പച്ചയായി വന്നു."),
        ("രാജൻ", "നന്ദി. വെള്ളം കുറച്ച് ചാരം ഇട്ടു നോക്കാം. ഫലം ഇവിടെ അറിയിക്കാം."),
    ]
    body = "".join(
        f"<div class='post'><div class='post-author'>{a}</div><div class='post-body'><p>{b}</p></div><a class='reply' href='#r'>മറുപടി</a></div>"
        for a, b in posts
    )
    text = f"<h1>വാഴയുടെ ഇല മഞ്ഞളിക്കുന്നു, എന്ത് ചെയ്യണം?</h1>{body}"
    return page("ml", "കൃഷി ഫോറം", "വാഴയുടെ ഇല മഞ്ഞളിക്കുന്നു", text, layout="sourceorder")


# ---------------------------------------------------------------- full: pages about walls, with widgets beside them


@_case("full-about-cookies-ga", True, "https://teicneolaiocht.example/2026/11/fograi-fianan")
def _about_cookies_ga() -> bytes:
    text = (
        "<h1>Cén fáth a bhfuil fógraí fianán i ngach áit?</h1>"
        "<p>Nuair a osclaíonn tú suíomh gréasáin san Eoraip, is minic a fheiceann tú bosca a iarrann ort glacadh le fianáin nó iad a dhiúltú. Ní ar mhaithe le cur isteach ort a dhéantar é sin: éilíonn dlí an Aontais Eorpaigh go n-iarrfaí cead sula stóráiltear fianáin rianaithe ar do ghléas.</p>"
        "<p>Tá dhá chineál fianán ann. Tá fianáin riachtanacha ag teastáil chun go n-oibreoidh an suíomh, mar shampla chun do chiseán siopadóireachta a choinneáil. Úsáidtear fianáin rianaithe, ar an láimh eile, chun do nósanna brabhsála a leanúint ó shuíomh go suíomh agus fógraí a dhíriú ort.</p>"
        "<p>Molann saineolaithe an cnaipe 'Diúltaigh' a úsáid nuair atá sé ann, agus na socruithe príobháideachais i do bhrabhsálaí a sheiceáil ó am go chéile.</p>"
    )
    return page("ga", "Teicneolaíocht", "Fógraí fianán", text, layout="platform")


@_case("full-about-captcha-uz", True, "https://texnologiya.example/maqola/captcha-nima")
def _about_captcha_uz() -> bytes:
    text = (
        "<h1>CAPTCHA nima va u nega kerak?</h1>"
        "<p>CAPTCHA — bu saytga kirayotgan foydalanuvchi inson ekanini tekshirish uchun qoʻllaniladigan test. Siz, ehtimol, xira harflarni terish yoki rasmlardan svetoforlarni tanlash soʻralgan oynalarni koʻrgansiz.</p>"
        "<p>Bunday testlar botlarning roʻyxatdan oʻtish shakllarini spam bilan toʻldirishiga va parollarni tanlab buzishga urinishlariga qarshi ishlatiladi. Soʻnggi yillarda koʻp saytlar koʻrinmas tekshiruvga oʻtdi: tizim sichqoncha harakati va brauzer maʼlumotlariga qarab qaror qiladi.</p>"
        "<p>Mutaxassislar koʻzi ojiz foydalanuvchilar uchun ovozli variant ham boʻlishi shart ekanini taʼkidlaydi, aks holda sayt ular uchun yopiq boʻlib qoladi.</p>"
    )
    return page("uz", "Texnologiya", "CAPTCHA nima", text, layout="sourceorder")


@_case("full-about-404-ha", True, "https://fasahar-yanar-gizo.example/labarai/kuskure-404")
def _about_404_ha() -> bytes:
    text = (
        "<h1>Me ake nufi da kuskuren 404?</h1>"
        '<p>Idan ka danna wata hanyar haɗi sai ka ga saƙon "404 Not Found", hakan yana nufin sabar ta karɓi buƙatarka amma ba ta sami shafin da kake nema ba. Yawanci wannan yana faruwa ne idan an goge shafin ko an canza adireshinsa.</p>'
        "<p>Masu gidajen yanar gizo suna iya hana hakan ta hanyar tura tsofaffin adireshi zuwa sababbi. Wasu shafukan kuma suna nuna saƙon kuskure amma suna mayar da lambar 200, wanda ke rikitar da injunan bincike.</p>"
        "<p>Idan kai mai amfani ne, gwada duba adireshin da ka rubuta ko ka yi amfani da akwatin bincike na shafin.</p>"
    )
    return page("ha", "Fasahar Yanar Gizo", "Kuskuren 404", text, layout="builder")


@_case("full-about-paywall-zu", True, "https://ezobuchwepheshe.example/2026/11/ukubhalisela-izindaba")
def _about_paywall_zu() -> bytes:
    text = (
        "<h1>Kungani amaphephandaba ecela ukuthi ubhalise?</h1>"
        "<p>Amaphephandaba amaningi e-inthanethi manje akhombisa izigaba ezimbalwa zendaba bese ecela ukuthi ubhalise ukuze uqhubeke ufunda. Lokhu kubizwa ngokuthi udonga lokukhokha.</p>"
        "<p>Abanikazi bamaphephandaba bathi imali yezikhangiso ayisanele ukukhokhela izintatheli. Ngakolunye uhlangothi, abafundi abaningi abakwazi ukukhokhela amaphephandaba amaningi ngesikhathi esisodwa, ngakho bafunda izihloko kuphela.</p>"
        "<p>Amanye amaphephandaba avula izindaba ezibalulekile zezempilo namaphutha amakhulu kubo bonke abantu mahhala, ngisho noma ezinye izindaba zivaliwe.</p>"
    )
    return page("zu", "Ezobuchwepheshe", "Ukubhalisela izindaba", text, layout="hentry")


@_case("full-captcha-comment-si", True, "https://lanka-puwath.example/2026/12/03/kanda-paya")
def _captcha_comment_si() -> bytes:
    text = (
        "<h1>කඳුකරයට අධික වැසි: නායයෑම් අවදානම</h1><p class='date'>2026 දෙසැම්බර් 3</p>"
        "<p>ආපදා කළමනාකරණ මධ්‍යස්ථානය පවසන්නේ ඉදිරි පැය හතළිස් අට තුළ මධ්‍යම සහ සබරගමුව පළාත්වල අධික වැසි ඇති විය හැකි බවයි. නුවරඑළිය, බදුල්ල සහ රත්නපුර දිස්ත්‍රික්කවල ප්‍රදේශ කිහිපයකට නායයෑම් අනතුරු ඇඟවීම් නිකුත් කර ඇත.</p>"
        "<p>බෑවුම් සහිත ප්‍රදේශවල ජීවත් වන අයට ආරක්ෂිත ස්ථානවලට යාමට සූදානම්ව සිටින ලෙස නිලධාරීන් ඉල්ලා සිටී. පාසල් කිහිපයක් තාවකාලික රැඳවුම් මධ්‍යස්ථාන ලෙස සකස් කර ඇති අතර, හදිසි අවස්ථාවකදී 117 අංකය ඇමතිය හැකිය.</p>"
        "<div class='comments'><h3>අදහස් දක්වන්න</h3><form action='/comment' method='post'><textarea name='c'></textarea><input name='name' placeholder='නම'>"
        "<div class='g-recaptcha' data-sitekey='6Lc_example'></div><button type='submit'>යොමු කරන්න</button></form></div>"
    )
    return page(
        "si",
        "ලංකා පුවත්",
        "කඳුකරයට අධික වැසි",
        text,
        layout="xhtml",
        extra="<script src='https://www.google.com/recaptcha/api.js' async defer></script>",
    )


@_case("full-consent-banner-pa", True, "https://punjab-khabar.example/2026/12/03/kanak")
def _consent_banner_pa() -> bytes:
    banner = (
        "<div class='cookie-banner' role='dialog'><p>ਅਸੀਂ ਤੁਹਾਡੇ ਤਜਰਬੇ ਨੂੰ ਬਿਹਤਰ ਬਣਾਉਣ ਲਈ ਕੂਕੀਜ਼ ਦੀ ਵਰਤੋਂ ਕਰਦੇ ਹਾਂ।</p>"
        "<button>ਸਭ ਸਵੀਕਾਰ ਕਰੋ</button> <button>ਅਸਵੀਕਾਰ ਕਰੋ</button> <a href='/cookies'>ਹੋਰ ਜਾਣੋ</a></div>"
    )
    text = (
        "<h1>ਕਣਕ ਦੀ ਬਿਜਾਈ ਪਿਛਲੇ ਸਾਲ ਨਾਲੋਂ ਵੱਧ</h1><p class='date'>3 ਦਸੰਬਰ 2026</p>"
        "<p>ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਦੇ ਅੰਕੜਿਆਂ ਅਨੁਸਾਰ ਇਸ ਵਾਰ ਪੰਜਾਬ ਵਿੱਚ ਕਣਕ ਦੀ ਬਿਜਾਈ ਪਿਛਲੇ ਸਾਲ ਦੇ ਮੁਕਾਬਲੇ ਲਗਭਗ ਚਾਰ ਫ਼ੀਸਦੀ ਵੱਧ ਰਕਬੇ ਵਿੱਚ ਹੋਈ ਹੈ। ਸਮੇਂ ਸਿਰ ਮੀਂਹ ਅਤੇ ਖਾਦ ਦੀ ਚੰਗੀ ਸਪਲਾਈ ਨੂੰ ਇਸ ਦਾ ਮੁੱਖ ਕਾਰਨ ਦੱਸਿਆ ਜਾ ਰਿਹਾ ਹੈ।</p>"
        "<p>ਮਾਹਿਰਾਂ ਨੇ ਕਿਸਾਨਾਂ ਨੂੰ ਸਲਾਹ ਦਿੱਤੀ ਹੈ ਕਿ ਉਹ ਪਰਾਲੀ ਨੂੰ ਅੱਗ ਲਾਉਣ ਦੀ ਥਾਂ ਉਸ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਮਿਲਾਉਣ। ਵਿਭਾਗ ਨੇ ਇਸ ਲਈ ਮਸ਼ੀਨਾਂ ਉੱਤੇ ਸਬਸਿਡੀ ਵੀ ਵਧਾ ਦਿੱਤੀ ਹੈ, ਜਿਸ ਦੀਆਂ ਅਰਜ਼ੀਆਂ ਜਨਵਰੀ ਦੇ ਅੰਤ ਤੱਕ ਦਿੱਤੀਆਂ ਜਾ ਸਕਦੀਆਂ ਹਨ।</p>"
    )
    return page("pa", "ਪੰਜਾਬ ਖ਼ਬਰ", "ਕਣਕ ਦੀ ਬਿਜਾਈ", text, layout="builder", extra=banner)


@_case("full-css-paywall-te", True, "https://telugu-varta.example/2026/12/03/metro-rail")
def _css_paywall_te() -> bytes:
    head = "<style>.story-locked{max-height:220px;overflow:hidden;position:relative}</style>"
    text = (
        "<h1>హైదరాబాద్ మెట్రో రెండో దశకు ఆమోదం</h1>"
        "<div class='story-locked'>"
        "<p>హైదరాబాద్ మెట్రో రైలు రెండో దశ నిర్మాణానికి రాష్ట్ర మంత్రివర్గం బుధవారం ఆమోదం తెలిపింది. కొత్త మార్గాలు శంషాబాద్ విమానాశ్రయాన్ని, పాతబస్తీని నగర కేంద్రంతో కలుపుతాయి.</p>"
        "<p>మొత్తం డెబ్బై ఆరు కిలోమీటర్ల పొడవైన ఈ దశకు సుమారు ఇరవై నాలుగు వేల కోట్ల రూపాయలు ఖర్చవుతుందని అంచనా. నిధులలో కొంత భాగాన్ని కేంద్ర ప్రభుత్వం, అంతర్జాతీయ బ్యాంకుల నుంచి రుణాల రూపంలో సమీకరిస్తారు.</p>"
        "<p>నిర్మాణ పనులు వచ్చే ఏడాది మార్చిలో ప్రారంభమై నాలుగేళ్లలో పూర్తవుతాయని అధికారులు తెలిపారు. రోజుకు ఆరు లక్షల మంది ప్రయాణికులు అదనంగా మెట్రోను వినియోగిస్తారని భావిస్తున్నారు.</p>"
        "</div><div class='subscribe-box'><p>పూర్తి కథనం చదవడానికి సబ్‌స్క్రైబ్ చేయండి.</p><a class='btn' href='/subscribe'>సబ్‌స్క్రైబ్</a></div>"
    )
    return page("te", "తెలుగు వార్త", "హైదరాబాద్ మెట్రో రెండో దశ", text, layout="platform", head=head)


# ---------------------------------------------------------------- thin: listings, archives, clouds, media


@_case("thin-aggregator-sq", False, "https://permbledhje.example/lajme/te-fundit")
def _aggregator_sq() -> bytes:
    items = [
        ("Qeveria miraton buxhetin e vitit 2027", "Top Channel", "10 min"),
        ("Shkodra nën ujë pas reshjeve të dendura", "Report TV", "25 min"),
        ("Tirana fiton derbin me Partizanin", "Panorama Sport", "40 min"),
        ("Çmimi i naftës rritet për të tretën javë", "Monitor", "1 orë"),
        ("Hapet sezoni i skive në Dardhë", "Gazeta Shqip", "1 orë"),
        ("Universiteti i Tiranës shton programe në anglisht", "ATA", "2 orë"),
        ("Policia zbulon rrjet kontrabande në Durrës", "Euronews Albania", "2 orë"),
        ("Eksportet e ullirit arrijnë rekord", "Scan TV", "3 orë"),
    ]
    lis = "".join(
        f"<li class='news-item'><a href='https://burim{i}.example/l/{i}' rel='nofollow'>{t}</a><span class='src'>{s}</span> · <span class='ago'>{a}</span></li>"
        for i, (t, s, a) in enumerate(items)
    )
    text = f"<h1>Lajmet e fundit</h1><ul class='news-list'>{lis}</ul><a class='more' href='?faqe=2'>Më shumë lajme</a>"
    return page("sq", "Përmbledhje", "Lajmet e fundit", text, layout="sourceorder")


@_case("thin-tagarchive-mk", False, "https://vesti-denes.example/tag/vardar")
def _tagarchive_mk() -> bytes:
    posts = [
        ("Водостојот на Вардар се зголемува", "02.12.2026"),
        ("Чистење на коритото на Вардар во Велес", "28.11.2026"),
        ("Нов мост преку Вардар кај Градско", "20.11.2026"),
        ("Рибари бараат заштита на Вардар", "14.11.2026"),
        ("Кејот на Вардар добива ново осветлување", "09.11.2026"),
        ("Вардар ги поплави нивите кај Гевгелија", "30.10.2026"),
        ("Еколози за загадувањето на Вардар", "22.10.2026"),
        ("Веслачка регата на Вардар", "15.10.2026"),
    ]
    lis = "".join(
        f"<li><a href='/vest/{i}'>{t}</a> <span class='date'>{d}</span></li>"
        for i, (t, d) in enumerate(posts)
    )
    text = f"<h1>Ознака: Вардар</h1><ul class='archive'>{lis}</ul><p class='pages'><a href='/tag/vardar/2'>Следна страна »</a></p>"
    return page("mk", "Вести денес", "Вардар", text, layout="xhtml")


@_case("thin-tagcloud-be", False, "https://blog-kraj.example/tags/")
def _tagcloud_be() -> bytes:
    tags = [
        ("падарожжы", 28),
        ("Мінск", 22),
        ("фота", 18),
        ("гісторыя", 16),
        ("замкі", 14),
        ("кнігі", 13),
        ("прырода", 12),
        ("Полацк", 11),
        ("рэцэпты", 10),
        ("музыка", 10),
        ("Гродна", 9),
        ("веласіпед", 9),
        ("зіма", 8),
        ("мова", 8),
        ("фестываль", 8),
        ("Нясвіж", 7),
        ("возера", 7),
        ("кава", 7),
        ("кіно", 6),
        ("архітэктура", 6),
        ("Брэст", 6),
        ("лес", 6),
        ("мастацтва", 5),
        ("цягнік", 5),
    ]
    cloud = " ".join(
        f"<a class='p-category' href='/tag/{i}/' style='font-size:{s}px'>{t}</a>"
        for i, (t, s) in enumerate(tags)
    )
    text = f"<h1>Усе тэгі</h1><div class='tag-cloud'>{cloud}</div>"
    return page("be", "Блог краю", "Тэгі", text, layout="hentry")


@_case("thin-gallery-az", False, "https://seyahet.example/qalereya/qebele-payiz")
def _gallery_az() -> bytes:
    caps = [
        "Qəbələdə payız meşəsi",
        "Nohur gölü səhər",
        "Yeddi gözəl şəlaləsi",
        "Tufandağ kanat yolu",
        "Köhnə qala divarları",
        "Kənd bazarında nar",
        "Dağ yolunda duman",
        "Axşam çağı Qəbələ",
    ]
    figs = "".join(
        f"<figure class='g-item'><a href='/qalereya/qebele-payiz/{i + 1}'><img src='/img/q{i}.jpg' alt='{c}'></a><figcaption>{c}</figcaption></figure>"
        for i, c in enumerate(caps)
    )
    text = (
        f"<h1>Qəbələdə payız: fotoqalereya</h1><p class='count'>8 şəkil</p><div class='gallery'>{figs}</div>"
    )
    return page("az", "Səyahət", "Qəbələdə payız", text, layout="builder")


@_case("thin-video-uz", False, "https://tomosha.example/video/8812-toshkent-qor")
def _video_uz() -> bytes:
    text = (
        "<h1>Toshkentga birinchi qor yogʻdi</h1>"
        "<div class='player'><video controls poster='/v/8812.jpg' src='/v/8812.mp4'></video></div>"
        "<p class='stats'>12 345 marta koʻrilgan · 3 dekabr 2026</p><p class='desc'>Poytaxtdagi birinchi qor — videoda.</p>"
        "<button class='subscribe'>Obuna boʻlish</button> <button>Ulashish</button>"
    )
    return page("uz", "Tomosha", "Toshkentga birinchi qor yogʻdi", text, layout="platform")


@_case("thin-doorway-mt", False, "https://kiri-karozzi-malta.example/")
def _doorway_mt() -> bytes:
    text = (
        "<h1>Kiri Karozzi Malta Rħas</h1>"
        "<p>Kiri karozzi Malta rħas. L-aħjar kiri karozzi Malta. Kiri karozzi Malta ajruport. Kiri karozzi rħas Malta u Għawdex.</p>"
        "<p>Trid kiri karozzi Malta rħas? Kiri karozzi Malta rħas hawn. Kiri karozzi Malta bl-irħas prezz. Kiri karozzi Malta issa.</p>"
        "<p>Kiri karozzi Malta, kiri karozzi Għawdex, kiri karozzi ajruport Malta, kiri karozzi rħas rħas.</p>"
        "<a class='cta' href='/book'>Ibbukkja kiri karozzi Malta</a>"
    )
    return page("mt", "Kiri Karozzi Malta", "Kiri Karozzi Malta Rħas", text, layout="builder", side=False)


@_case("thin-directory-ha", False, "https://kundin-kasuwanci.example/kano/gidajen-abinci")
def _directory_ha() -> bytes:
    shops = [
        ("Gidan Abinci na Mama Aisha", "Titin Zoo, Kano", "0803 111 2201"),
        ("Tuwo Palace", "Sabon Gari, Kano", "0805 222 3302"),
        ("Suya Spot Nasarawa", "Nasarawa GRA, Kano", "0807 333 4403"),
        ("Kilishi House", "Titin Bompai, Kano", "0809 444 5504"),
        ("Masa da Miyan Taushe", "Kofar Mata, Kano", "0810 555 6605"),
        ("Shawarma Hub", "Titin Ahmadu Bello, Kano", "0812 666 7706"),
        ("Fura da Nono Corner", "Kurmi Market, Kano", "0813 777 8807"),
    ]
    cards = "".join(
        f"<div class='listing'><h3><a href='/kasuwanci/{i}'>{n}</a></h3><p>{a}</p><p>Waya: {p}</p><a href='/kasuwanci/{i}'>Duba cikakkun bayanai</a></div>"
        for i, (n, a, p) in enumerate(shops)
    )
    text = f"<h1>Gidajen abinci a Kano</h1><p>Sakamako 7</p>{cards}"
    return page("ha", "Kundin Kasuwanci", "Gidajen abinci a Kano", text, layout="xhtml")


@_case("thin-index-gu", False, "https://shabdkosh.example/gu/suchi/ka")
def _index_gu() -> bytes:
    words = [
        "કમળ",
        "કરુણા",
        "કલમ",
        "કવિતા",
        "કસરત",
        "કાગળ",
        "કાંઠો",
        "કિનારો",
        "કિલ્લો",
        "કુદરત",
        "કુટુંબ",
        "કૂવો",
        "કેળું",
        "કોયલ",
        "ક્ષમા",
        "ખેતર",
    ]
    letters = " ".join(f"<a href='/gu/suchi/{i}'>{c}</a>" for i, c in enumerate("અઆઇઉએકખગઘચછજ"))
    links = "".join(f"<li><a href='/gu/shabd/{i}'>{w}</a></li>" for i, w in enumerate(words))
    text = f"<h1>શબ્દસૂચિ: ક</h1><div class='letters'>{letters}</div><ul class='index'>{links}</ul>"
    return page("gu", "શબ્દકોશ", "શબ્દસૂચિ: ક", text, layout="sourceorder")


@_case("thin-recipeindex-az", False, "https://metbex.example/kateqoriya/sirniyyatlar")
def _recipeindex_az() -> bytes:
    recipes = [
        ("Paxlava", "90 dəq", "4.8"),
        ("Şəkərbura", "60 dəq", "4.9"),
        ("Qoğal", "75 dəq", "4.6"),
        ("Badambura", "50 dəq", "4.5"),
        ("Şirin plov", "80 dəq", "4.3"),
        ("Halva", "30 dəq", "4.4"),
        ("Mütəkkə", "45 dəq", "4.2"),
    ]
    cards = "".join(
        f"<div class='recipe-card'><a href='/resept/{i}'><img src='/r/{i}.jpg' alt=''><h3>{n}</h3></a><span>⏱ {t}</span> <span>★ {r}</span></div>"
        for i, (n, t, r) in enumerate(recipes)
    )
    text = (
        f"<h1>Şirniyyatlar</h1><p>7 resept</p><div class='grid'>{cards}</div><a href='?sehife=2'>Növbəti</a>"
    )
    return page("az", "Mətbəx", "Şirniyyatlar", text, layout="sourceorder")


@_case("thin-teaser-lo", False, "https://ruam-khao.example/item/55120")
def _teaser_lo() -> bytes:
    text = (
        "<h1>ລາຄານ້ຳມັນຫຼຸດລົງອີກ</h1><p class='src'>ທີ່ມາ: ຂ່າວສານລາວ · 2 ຊົ່ວໂມງກ່ອນ</p>"
        "<p>ກະຊວງອຸດສາຫະກຳ ແລະ ການຄ້າ ປະກາດປັບລາຄານ້ຳມັນ...</p>"
        "<a class='btn' href='https://khaosan-lao.example/2026/12/03/fuel'>ອ່ານຕໍ່ທີ່ແຫຼ່ງຂ່າວ</a>"
    )
    return page("lo", "ລວມຂ່າວ", "ລາຄານ້ຳມັນຫຼຸດລົງອີກ", text, layout="xhtml")


# ---------------------------------------------------------------- thin: notices, walls, errors


@_case("thin-quota-mn", False, "https://api-portal.example/mn/docs/search")
def _quota_mn() -> bytes:
    text = (
        "<h1>Хүсэлтийн хязгаар хэтэрлээ</h1><p>Та богино хугацаанд хэт олон хүсэлт илгээсэн байна. 60 секундын дараа дахин оролдоно уу.</p>"
        "<p class='code'>Алдааны код: 429</p>"
    )
    return page("mn", "API портал", "Хязгаар хэтэрлээ", text, layout="xhtml")


@_case("thin-ratelimit-ga", False, "https://cartlann.example/cuardach?q=logainmneacha")
def _ratelimit_ga() -> bytes:
    text = (
        "<div class='notice'><h2>Iarratais iomarcacha</h2><p>Tá an iomarca iarratas faighte againn ó do sheoladh IP. Fan cúpla nóiméad agus bain triail eile as.</p>"
        "<button onclick='location.reload()'>Bain triail eile as</button></div>"
    )
    return page("ga", "Cartlann", "Cuardach", text, layout="sourceorder")


@_case("thin-paywall-lb", False, "https://zeitung-lu.example/2026/12/03/tram-verlängerung")
def _paywall_lb() -> bytes:
    text = (
        "<h1>Tram: Verlängerung bis op de Findel verspéit sech</h1>"
        "<p class='lead'>D'Aarbechten un der Tramstreck bis op den Flughafen daueren aacht Méint méi laang wéi geplangt. De Grond si Problemer mat de Leitungen ënnert der Strooss.</p>"
        "<div class='paywall'><h3>Dësen Artikel ass fir Abonnenten</h3><p>Abonnéiert Iech fir weiderzeliesen.</p><a class='btn' href='/abo'>Abonnement ofschléissen</a> <a href='/login'>Aloggen</a></div>"
    )
    return page("lb", "Zeitung LU", "Tram-Verlängerung", text, layout="platform")


@_case("thin-paywall-ne", False, "https://kantipur-like.example/news/2026/12/03/melamchi")
def _paywall_ne() -> bytes:
    text = (
        "<h1>मेलम्ची पानी फेरि अवरुद्ध</h1><p class='date'>मंसिर १८, २०८३</p>"
        "<p>पहिरोका कारण मेलम्ची खानेपानी आयोजनाको सुरुङमा पानी आउन बन्द भएको छ। काठमाडौं उपत्यकामा पानी वितरण आधा घटेको छ।</p>"
        "<div class='premium-gate'><p>बाँकी समाचार पढ्न सदस्यता लिनुहोस्।</p><a href='/subscribe' class='btn'>सदस्यता लिनुहोस्</a> <a href='/login'>लगइन</a></div>"
    )
    return page("ne", "समाचार", "मेलम्ची पानी फेरि अवरुद्ध", text, layout="sourceorder")


@_case("thin-soft404-pa", False, "https://punjab-khabar.example/2025/06/purani-khabar")
def _soft404_pa() -> bytes:
    text = (
        "<h1>ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ</h1><p>ਮੁਆਫ਼ ਕਰਨਾ, ਜਿਹੜਾ ਪੰਨਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ ਉਹ ਮੌਜੂਦ ਨਹੀਂ ਹੈ ਜਾਂ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।</p>"
        "<p><a href='/'>ਮੁੱਖ ਪੰਨੇ ਉੱਤੇ ਜਾਓ</a></p>"
    )
    return page("pa", "ਪੰਜਾਬ ਖ਼ਬਰ", "ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ", text, layout="hentry")


@_case("thin-soft404-km", False, "https://khmer-post.example/news/old-link-9921")
def _soft404_km() -> bytes:
    text = (
        "<h1>រកមិនឃើញទំព័រ</h1><p>សូមអភ័យទោស ទំព័រដែលអ្នកកំពុងស្វែងរកមិនមានទៀតទេ ឬត្រូវបានផ្លាស់ប្តូរ។</p>"
        "<form action='/search'><input name='q'><button>ស្វែងរក</button></form>"
    )
    return page("km", "ខ្មែរប៉ុស្តិ៍", "រកមិនឃើញទំព័រ", text, layout="builder")


@_case("thin-login-te", False, "https://telugu-varta.example/members/archive")
def _login_te() -> bytes:
    text = (
        "<div class='login-box'><h1>లాగిన్ చేయండి</h1><p>ఈ పేజీని చూడటానికి మీ ఖాతాలోకి లాగిన్ అవ్వండి.</p>"
        "<form method='post' action='/login'><input name='email' placeholder='ఈమెయిల్'><input type='password' name='pw' placeholder='పాస్‌వర్డ్'><button>లాగిన్</button></form>"
        "<p><a href='/register'>కొత్త ఖాతా సృష్టించండి</a> · <a href='/forgot'>పాస్‌వర్డ్ మర్చిపోయారా?</a></p></div>"
    )
    return page("te", "తెలుగు వార్త", "లాగిన్", text, layout="builder", side=False)


@_case("thin-consent-ml", False, "https://malayala-varthakal.example/2026/12/03/monsoon")
def _consent_ml() -> bytes:
    text = (
        "<div class='consent-gate'><h2>നിങ്ങളുടെ സ്വകാര്യത ഞങ്ങൾക്ക് പ്രധാനമാണ്</h2>"
        "<p>ഉള്ളടക്കം വ്യക്തിഗതമാക്കാനും പരസ്യങ്ങൾ അളക്കാനും ഞങ്ങളും പങ്കാളികളും കുക്കികൾ ഉപയോഗിക്കുന്നു. തുടരാൻ കുക്കികൾ സ്വീകരിക്കുക.</p>"
        "<button>എല്ലാം സ്വീകരിക്കുക</button> <button>ക്രമീകരണങ്ങൾ</button> <a href='/privacy'>സ്വകാര്യതാ നയം</a></div>"
    )
    return page("ml", "മലയാള വാർത്തകൾ", "മൺസൂൺ", text, layout="xhtml", side=False)


@_case("thin-emptycat-si", False, "https://lanka-puwath.example/category/vidyava")
def _emptycat_si() -> bytes:
    text = "<h1>ප්‍රවර්ගය: විද්‍යාව</h1><p>මෙම ප්‍රවර්ගයේ තවම ලිපි කිසිවක් නොමැත. කරුණාකර පසුව නැවත පරීක්ෂා කරන්න.</p>"
    return page("si", "ලංකා පුවත්", "විද්‍යාව", text, layout="platform")


@_case("thin-search-am", False, "https://addis-zena.example/search?q=%E1%88%B0%E1%88%8B%E1%88%9D")
def _search_am() -> bytes:
    text = (
        "<h1>የፍለጋ ውጤቶች</h1><form action='/search'><input name='q' value='ሰላምታ'><button>ፈልግ</button></form>"
        "<p>ለ«ሰላምታ» ምንም ውጤት አልተገኘም። እባክዎ ሌላ ቃል ይሞክሩ።</p>"
    )
    return page("am", "አዲስ ዜና", "ፍለጋ", text, layout="hentry")


@_case("thin-botcheck-zu", False, "https://isitolo.example/imikhiqizo/4471")
def _botcheck_zu() -> bytes:
    text = (
        "<div class='challenge'><h1>Siqinisekisa ukuthi ungumuntu</h1><p>Sihlola isiphequluli sakho ngaphambi kokuthi sikuvumele ukuthi ungene. Lokhu kungathatha imizuzwana embalwa.</p>"
        "<div class='cf-turnstile' data-sitekey='0x4AAA_example'></div><noscript>Sicela uvule i-JavaScript.</noscript></div>"
    )
    return page("zu", "Isitolo", "Siqinisekisa", text, layout="sourceorder", side=False)


@_case("thin-redirect-so", False, "https://wararka-maanta.example/out?u=https%3A%2F%2Fpartner.example")
def _redirect_so() -> bytes:
    text = (
        "<div class='leaving'><h2>Waxaad ka baxaysaa boggan</h2><p>Waxaa laguu gudbinayaa bog kale oo aan annagu maamulin. Haddii aan si toos ah laguu gudbin, riix badhanka hoose.</p>"
        "<a class='btn' href='https://partner.example'>Sii wad</a> <a href='/'>Dib u noqo</a></div>"
    )
    return page("so", "Wararka Maanta", "Ka bax", text, layout="builder", side=False)


@_case("thin-error-my", False, "https://myanmar-tadin.example/news/2026/12/03/budget")
def _error_my() -> bytes:
    text = (
        "<h1>တစ်ခုခု မှားယွင်းသွားပါသည်</h1><p>ဆာဗာတွင် အမှားတစ်ခု ဖြစ်ပေါ်နေပါသည်။ ခဏအကြာတွင် ထပ်မံကြိုးစားပါ။</p>"
        "<button onclick='location.reload()'>ထပ်ကြိုးစားရန်</button>"
    )
    return page("my", "မြန်မာ့သတင်း", "အမှား", text, layout="platform", side=False)


@_case("thin-dict-noentry-mt", False, "https://kelma.example/dizzjunarju/da%C4%A7kiet%C3%A0")
def _dict_noentry_mt() -> bytes:
    sugg = ["daħka", "daħkiet", "daħkan", "daħħal", "dakkar"]
    lis = "".join(f"<li><a href='/dizzjunarju/{s}'>{s}</a></li>" for s in sugg)
    text = f"<h1>daħkietà</h1><p>Ma nstabet l-ebda entrata għal din il-kelma.</p><p>Forsi ridt tfisser:</p><ul>{lis}</ul>"
    return page("mt", "Kelma", "daħkietà", text, layout="hentry")


# ---------------------------------------------------------------- thin: comments without their article


@_case("thin-comments-eo", False, "https://novajxoj.example/artikolo/3381/komentoj")
def _comments_eo() -> bytes:
    comments = [
        ("Petro", "Tute konsentas! Bonega artikolo."),
        ("Ana", "Mi ne komprenas, kial la urbo ne agis pli frue."),
        ("Zamen99", "Fine iu skribis pri tio."),
        ("Maria", "Ĉu iu scias, kiam la nova linio malfermiĝos?"),
        ("Petro", "@Maria laŭ mi en marto."),
        ("lernanto", "Dankon pro la informoj."),
    ]
    body = "".join(
        f"<li class='comment'><b class='author'>{a}</b> <span class='when'>antaŭ {i + 2} horoj</span><p>{c}</p><a href='#respondi'>Respondi</a></li>"
        for i, (a, c) in enumerate(comments)
    )
    text = f"<h1>Komentoj (6)</h1><p class='notice'>Ĉi tiu artikolo ne plu disponeblas.</p><ol class='comments'>{body}</ol>"
    return page("eo", "Novaĵoj", "Komentoj", text, layout="hentry")


@_case("thin-comments-yo", False, "https://iroyin-oni.example/2026/12/01/idibo/comments")
def _comments_yo() -> bytes:
    comments = [
        ("Adé", "Òótọ́ ni ọ̀rọ̀ yìí."),
        ("Fúnmi", "Ṣé ìjọba máa ṣe ohun kan báyìí?"),
        ("Tunde_88", "A ti gbọ́ irú ẹ̀ tẹ́lẹ̀."),
        ("Bọ́lá", "Ọlọ́run á ràn wá lọ́wọ́."),
        ("Kẹ́hìndé", "Mo gbà pẹ̀lú Fúnmi."),
        ("Ìyábọ̀", "Ẹ ṣé fún ìròyìn yìí."),
        ("Adé", "@Tunde_88 òótọ́ ni."),
    ]
    body = "".join(
        f"<div class='comment'><span class='name'>{a}</span><p>{c}</p><button>Fèsì</button> <button>👍</button></div>"
        for a, c in comments
    )
    text = (
        "<h1><a href='/2026/12/01/idibo'>Àwọn àsọyé lórí: Ìdìbò ìjọba ìbílẹ̀ sún síwájú</a></h1>"
        f"<p class='count'>Àsọyé 7</p>{body}<form><textarea></textarea><button>Fi ránṣẹ́</button></form>"
    )
    return page("yo", "Ìròyìn Òní", "Àwọn àsọyé", text, layout="platform")


_OPEN_MISSES: frozenset[str] = frozenset()
# full-thread-ml kept since round 14 (a short forum thread is a whole discussion); full-brief-yo since
# round 15 (its dateline, which extraction drops on this URL, counts with the brief)


@pytest.mark.parametrize("case", params(CASES, _OPEN_MISSES, "blind round 11 miss"))
def test_blind_page(case: Case) -> None:
    assert_judged(case)
