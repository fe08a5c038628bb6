# ruff: noqa: E501
# (blind round 13's generator, ported as written by its author: data and string templates)
from __future__ import annotations

# Full pages, part A (Latin/Cyrillic/Greek + topic traps)
from typing import Any

from tests.judge.blind13.common import P

PAGES: list[dict[str, Any]] = []
A = PAGES.append
DOCS = ["docs", "spa", "minimal", "wpblog"]
FORUM = ["forum", "wpblog", "spa", "minimal"]

A(
    P(
        "f01_en_http429",
        "en",
        "full",
        "article-topic-ratelimit",
        "Packet Notes",
        "What HTTP 429 Too Many Requests really means",
        "What HTTP 429 “Too Many Requests” really means",
        """<p>If you write scripts that talk to web APIs, sooner or later you will see a response with status code 429. It is not a server crash and it is not a bug in your code. It is the server telling you, politely, that you are asking too often.</p>
<h2>Where the code comes from</h2>
<p>Status 429 was added to HTTP in 2012 by RFC 6585, together with a few other codes that servers had been improvising for years. Before that, services used 403 or 503 for the same situation, which made it hard for clients to tell a permission problem from a temporary limit.</p>
<h2>How servers count</h2>
<p>Most rate limiters use one of two ideas. A <em>fixed window</em> counts requests per minute or per hour and resets the counter at the start of each window. A <em>token bucket</em> refills slowly and lets you spend tokens in short bursts. The second approach is friendlier to clients that do a lot of work at once and then go quiet.</p>
<p>Limits are usually attached to an API key, but some services count per IP address, which surprises people who share a corporate proxy with hundreds of colleagues.</p>
<h2>Reading the response</h2>
<p>A well-behaved server sends a <code>Retry-After</code> header with either a number of seconds or an HTTP date. Many APIs also expose their own headers such as <code>X-RateLimit-Remaining</code>. Read them: they tell you exactly how long to wait instead of making you guess.</p>
<pre><code>HTTP/1.1 429 Too Many Requests
Retry-After: 30
Content-Type: application/json

{"error": "rate_limited"}</code></pre>
<h2>What your client should do</h2>
<p>Wait at least as long as <code>Retry-After</code> says, then retry. If the header is missing, use exponential backoff with some random jitter, so that a thousand clients that failed at the same moment do not all come back at the same moment too. Cap the number of retries, and log every 429 you get: a steady stream of them means your batch size or concurrency is simply too high.</p>
<pre><code>delay = min(60, 2 ** attempt) + random.uniform(0, 1)
time.sleep(delay)</code></pre>
<p>Finally, remember that a 429 page is sometimes served as an ordinary HTML page with status 200. If your crawler only checks status codes, it may happily store “slow down” notices as if they were content. Checking the body, not just the code, saves a lot of confusion later.</p>""",
        "A complete explanatory article about the 429 status code; the rate-limit topic is the subject, not a notice.",
        date="November 3, 2026",
        author="Dana Whitfield",
        layouts=["wpblog", "spa", "docs", "minimal"],
    )
)

A(
    P(
        "f02_de_brief_newsletter",
        "de",
        "full",
        "news-brief",
        "Rheintal Kurier",
        "Fähre Kaub fährt wieder",
        "Rheinfähre in Kaub nimmt Betrieb wieder auf",
        """<p class="lead">Die Autofähre zwischen Kaub und Engelsburg fährt seit Donnerstagmorgen wieder nach dem regulären Fahrplan. Sie war drei Wochen lang wegen eines Motorschadens außer Betrieb. Pendler mussten in dieser Zeit einen Umweg von rund 40 Kilometern über die Brücke bei Koblenz in Kauf nehmen. Die Reparatur kostete nach Angaben des Betreibers etwa 85.000 Euro.</p>
<div class="inline-newsletter"><h4>Der Morgen-Newsletter</h4><p>Die wichtigsten Nachrichten aus der Region, jeden Werktag um 6 Uhr.</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="Ihre E-Mail-Adresse"><button type="submit">Kostenlos abonnieren</button></form><p class="small">Abmeldung jederzeit möglich.</p></div>""",
        "A complete 60-word news brief with facts (dates, detour, cost); the newsletter box below is chrome.",
        date="19.11.2026, 09:12 Uhr",
        author="dpa/rk",
    )
)

A(
    P(
        "f03_fr_brief_share",
        "fr",
        "full",
        "news-brief",
        "Ouest Littoral",
        "Saint-Malo : la digue du Sillon sera fermée aux piétons trois jours",
        "Saint-Malo : la digue du Sillon fermée trois jours",
        """<p>La promenade de la digue du Sillon sera interdite aux piétons du mardi 24 au jeudi 26 novembre. La ville annonce de fortes marées, avec un coefficient de 112, et des vagues pouvant franchir le parapet. Des agents municipaux seront présents aux accès. Les commerces du front de mer restent ouverts par l'arrière.</p>
<div class="reactions"><button>👍 128</button> <button>😮 14</button> <button>😢 3</button> <span class="share-label">Partager :</span> <a href="#">Facebook</a> <a href="#">X</a> <a href="#">Copier le lien</a></div>
<div class="read-more"><h4>À lire aussi</h4><ul><li><a href="/a/1">Grandes marées : les conseils de la préfecture</a></li><li><a href="/a/2">Le Sillon en images lors de la tempête de 2024</a></li><li><a href="/a/3">Travaux du front de mer : le calendrier</a></li></ul></div>""",
        "A complete 60-word brief with dates, reason and practical details; reactions and related links are extras.",
        date="22 novembre 2026 à 18h05",
    )
)

A(
    P(
        "f04_es_glossary",
        "es",
        "full",
        "glossary-entry",
        "Glosario Financiero Abierto",
        "Amortización – definición",
        "amortización",
        """<p class="pos"><em>sustantivo femenino</em></p>
<ol class="senses">
<li><p><strong>Finanzas.</strong> Devolución gradual de un préstamo mediante pagos periódicos que incluyen una parte de capital y una parte de intereses.</p><p class="ex">Ejemplo: <q>Con el sistema francés, la cuota es fija, pero al principio casi todo es interés y la amortización del capital es pequeña.</q></p></li>
<li><p><strong>Contabilidad.</strong> Reparto del coste de un bien duradero (una máquina, un vehículo, un programa informático) a lo largo de los años en que se utiliza.</p><p class="ex">Ejemplo: <q>El ordenador costó 1.200 euros y se amortiza en cuatro años, es decir, 300 euros por ejercicio.</q></p></li>
<li><p><strong>Amortización anticipada.</strong> Pago de una parte o de la totalidad de un préstamo antes del plazo previsto. Puede reducir la cuota o el número de cuotas y a veces conlleva una comisión.</p></li>
</ol>
<h3>Términos relacionados</h3>
<p><a href="/g/capital">capital pendiente</a> · <a href="/g/cuadro">cuadro de amortización</a> · <a href="/g/depreciacion">depreciación</a> · <a href="/g/tae">TAE</a></p>
<p class="etym"><strong>Etimología:</strong> de <em>amortizar</em>, del latín medieval <em>admortizare</em>, ‘pasar bienes a manos muertas’.</p>""",
        "A real glossary entry with three senses, examples and etymology; short but complete reference content.",
        layouts=["docs", "wpblog", "spa", "minimal"],
    )
)

A(
    P(
        "f23_ru_poem",
        "ru",
        "full",
        "poem",
        "Тетрадь в клетку",
        "Ноябрьский двор",
        "Ноябрьский двор",
        """<div class="poem">
<p>Во дворе ни души, только ветер<br>
перебрал все скамейки подряд,<br>
и фонарь, одинокий, как сеттер,<br>
сторожит облетающий сад.</p>
<p>На верёвке забытая простынь<br>
машет вслед уходящим годам.<br>
Я когда-то считал, что так просто —<br>
не отдать этот двор никому.</p>
<p>А теперь понимаю: не держат<br>
ни ворота, ни окна, ни свет.<br>
Держит только вот этот же, прежний,<br>
ни на что не похожий ответ:</p>
<p>кто-то в третьем окне ставит чайник,<br>
кто-то шаркает вниз по ступеням, —<br>
и двору, как и мне, не печально,<br>
а спокойно под первым снегом.</p>
</div>
<p class="sig">— Михаил Ветров, ноябрь 2026</p>""",
        "An original complete poem; the poem itself is the content.",
        author="Михаил Ветров",
        date="24.11.2026",
    )
)

A(
    P(
        "f24_pt_forum",
        "pt",
        "full",
        "forum-thread",
        "Fórum Jardim & Horta",
        "Folhas da jabuticabeira amarelando – o que pode ser?",
        "Folhas da jabuticabeira amarelando – o que pode ser?",
        """<div class="post" id="p1"><div class="postprofile"><b>marcia_sp</b><br>Mensagens: 58</div><div class="postbody"><p class="author">por <b>marcia_sp</b> » 14 nov 2026, 10:21</p><div class="content"><p>Tenho uma jabuticabeira em vaso de 60 litros, com uns 4 anos. Há duas semanas as folhas mais velhas começaram a ficar amarelas e caindo, enquanto as novas brotam meio pálidas. Rego três vezes por semana e adubo com esterco a cada dois meses. Fica no quintal, sol da manhã. Alguém sabe o que pode ser?</p></div></div></div>
<div class="post" id="p2"><div class="postprofile"><b>Seu Tonico</b><br>Mensagens: 2.310</div><div class="postbody"><p class="author">por <b>Seu Tonico</b> » 14 nov 2026, 12:02</p><div class="content"><p>Márcia, folha nova pálida e velha amarela em jabuticabeira de vaso quase sempre é falta de nutriente, e o primeiro suspeito é o solo ácido demais ou pobre em magnésio. Esterco sozinho não resolve. Faça assim: uma colher de sopa de calcário dolomítico misturado na superfície, e depois de 15 dias um adubo NPK 10-10-10 com micronutrientes, pouca quantidade.</p><p>Outra coisa: confira se o vaso drena bem. Se a água fica parada no fundo, a raiz sofre e a planta não consegue absorver nada, mesmo com adubo.</p></div></div></div>
<div class="post" id="p3"><div class="postprofile"><b>marcia_sp</b><br>Mensagens: 58</div><div class="postbody"><p class="author">por <b>marcia_sp</b> » 14 nov 2026, 19:40</p><div class="content"><p>Tirei o vaso do pratinho e saiu bastante água parada... Acho que era isso também. Vou fazer o calcário amanhã.</p></div></div></div>
<div class="post" id="p4"><div class="postprofile"><b>lia.orgânica</b><br>Mensagens: 417</div><div class="postbody"><p class="author">por <b>lia.orgânica</b> » 15 nov 2026, 08:13</p><div class="content"><p>Complementando: em vaso eu prefiro regar pouco e com mais frequência no calor, e só quando os primeiros dois dedos de terra estiverem secos. E jabuticabeira gosta de cobertura morta, folhas secas ou casca de pinus, que segura a umidade sem encharcar. Em um mês as folhas novas devem sair verde-escuras.</p></div></div></div>
<div class="post" id="p5"><div class="postprofile"><b>marcia_sp</b><br>Mensagens: 58</div><div class="postbody"><p class="author">por <b>marcia_sp</b> » 02 dez 2026, 17:55</p><div class="content"><p>Atualizando: fiz as duas coisas e já tem brotação nova bem verde. Obrigada a todos!</p></div></div></div>""",
        "A forum thread with a detailed question and substantive expert answers and a follow-up; real Q&A content.",
        layouts=FORUM,
    )
)

A(
    P(
        "f25_pl_codedoc",
        "pl",
        "full",
        "code-docs",
        "kalendarz-py – dokumentacja",
        "parsuj_date() – dokumentacja API",
        "parsuj_date()",
        """<p>Zamienia tekst zawierający datę na obiekt <code>datetime.date</code>. Rozpoznaje zapis liczbowy oraz polskie nazwy miesięcy w dowolnym przypadku.</p>
<h2>Sygnatura</h2>
<pre><code class="language-python">parsuj_date(tekst: str, format: str | None = None, *, strefa: str = "Europe/Warsaw", scisle: bool = False) -&gt; datetime.date</code></pre>
<h2>Parametry</h2>
<dl>
<dt><code>tekst</code></dt><dd>Napis do przetworzenia, np. <code>"3 maja 2026"</code> lub <code>"03.05.2026"</code>. Białe znaki na początku i końcu są ignorowane.</dd>
<dt><code>format</code></dt><dd>Opcjonalny wzorzec w składni <code>strftime</code>. Gdy jest podany, funkcja nie próbuje zgadywać formatu.</dd>
<dt><code>strefa</code></dt><dd>Strefa czasowa używana dla słów względnych, takich jak <code>"dziś"</code> czy <code>"jutro"</code>.</dd>
<dt><code>scisle</code></dt><dd>Jeśli <code>True</code>, niejednoznaczne zapisy (np. <code>"04/05/06"</code>) powodują wyjątek zamiast wyboru kolejności dzień–miesiąc–rok.</dd>
</dl>
<h2>Zwracana wartość</h2>
<p>Obiekt <code>datetime.date</code>. Informacja o godzinie, jeśli występuje w tekście, jest pomijana.</p>
<h2>Wyjątki</h2>
<ul><li><code>BladDaty</code> – gdy tekstu nie da się zinterpretować jako daty.</li><li><code>NiejednoznacznaData</code> – tylko przy <code>scisle=True</code>.</li></ul>
<h2>Przykłady</h2>
<pre><code class="language-python">&gt;&gt;&gt; from kalendarz import parsuj_date
&gt;&gt;&gt; parsuj_date("3 maja 2026")
datetime.date(2026, 5, 3)
&gt;&gt;&gt; parsuj_date("piątek, 13 listopada 2026 r.")
datetime.date(2026, 11, 13)
&gt;&gt;&gt; parsuj_date("2026-11-13", format="%Y-%m-%d")
datetime.date(2026, 11, 13)
&gt;&gt;&gt; parsuj_date("04/05/06", scisle=True)
Traceback (most recent call last):
  ...
kalendarz.NiejednoznacznaData: '04/05/06'</code></pre>
<h2>Uwagi</h2>
<p>Nazwy miesięcy są rozpoznawane w mianowniku i dopełniaczu („listopad”, „listopada”). Skróty typu „lis.” działają od wersji 2.3.</p>""",
        "Code documentation with signature, parameter descriptions, return value, exceptions and examples.",
        date="Ostatnia zmiana: 2026-10-30",
        layouts=DOCS,
        docnav=[
            ["Referencja API", "formatuj_date()", "dni_robocze()", "swieta()"],
            ["Wprowadzenie", "Instalacja", "Szybki start"],
            ["Inne", "Lista zmian", "Licencja"],
        ],
    )
)

A(
    P(
        "f26_it_product",
        "it",
        "full",
        "product-page",
        "CaffèLab Shop",
        "Macinacaffè manuale Lume 48 – CaffèLab",
        "Macinacaffè manuale Lume 48",
        """<div class="product"><div class="gallery"><img src="/img/lume48-1.jpg" alt="Lume 48 in alluminio" width="500" height="500"></div>
<div class="summary"><p class="price">€ 139,00 <span class="vat">IVA inclusa</span></p><p class="stock">Disponibile – spedizione in 24 ore</p><form class="cart"><input type="number" value="1" min="1"><button type="submit">Aggiungi al carrello</button></form></div></div>
<h2>Descrizione</h2>
<p>Il Lume 48 è un macinacaffè manuale pensato per chi prepara l'espresso a casa ma vuole anche passare al filtro senza cambiare strumento. Le macine coniche in acciaio temprato da 48 mm lavorano a bassa velocità e non scaldano il caffè; la regolazione a scatti micrometrici (30 micron per scatto) permette di tornare con precisione alla stessa impostazione.</p>
<p>Il corpo in alluminio anodizzato pesa poco più di 600 grammi e si impugna bene anche con mani piccole. Il perno è sostenuto da due cuscinetti, per cui la macinatura resta uniforme anche con tostature chiare e dure. Per l'espresso servono circa 40 secondi per 18 grammi; per la moka e il filtro ne bastano 25.</p>
<p>Si smonta senza attrezzi per la pulizia. Non va lavato in lavastoviglie: basta il pennellino in dotazione.</p>
<h2>Specifiche tecniche</h2>
<table class="specs"><tbody>
<tr><th>Macine</th><td>coniche, acciaio inox temprato, 48 mm</td></tr>
<tr><th>Regolazione</th><td>esterna, 30 µm per scatto, 90 scatti per giro</td></tr>
<tr><th>Capacità serbatoio</th><td>30 g</td></tr>
<tr><th>Peso</th><td>615 g</td></tr>
<tr><th>Dimensioni</th><td>Ø 55 × 170 mm (manovella esclusa)</td></tr>
<tr><th>Materiali</th><td>alluminio anodizzato, manopola in noce</td></tr>
<tr><th>Garanzia</th><td>3 anni</td></tr>
</tbody></table>
<h2>Nella confezione</h2>
<ul><li>Macinacaffè Lume 48</li><li>Pennellino per la pulizia</li><li>Custodia in tela</li><li>Manuale in italiano e inglese</li></ul>""",
        "A product page with a substantive description and a full specification table; useful product information.",
    )
)

A(
    P(
        "f27_nl_cookie_article",
        "nl",
        "full",
        "article-topic-cookies",
        "Dagblad Noord",
        "Waarom je nog steeds zoveel cookiemeldingen ziet",
        "Waarom je nog steeds zoveel cookiemeldingen ziet",
        """<p class="intro">Wie een nieuwssite opent, moet vaak eerst een cookiemelding wegklikken. Dat is geen toeval en ook geen pesterij: het volgt uit Europese regels die al jaren gelden, maar die pas de laatste tijd streng worden gehandhaafd.</p>
<p>De basis is de zogeheten e-Privacyrichtlijn. Die bepaalt dat een website alleen informatie op je apparaat mag opslaan of uitlezen als dat strikt noodzakelijk is voor de dienst, of als je er toestemming voor hebt gegeven. Een cookie die onthoudt wat er in je winkelmandje zit, valt onder de eerste categorie. Een cookie waarmee een advertentienetwerk je over tientallen sites volgt, niet.</p>
<p>Sinds de AVG in 2018 van kracht werd, moet die toestemming bovendien ‘vrij, specifiek en ondubbelzinnig’ zijn. Een vooraf aangevinkt vakje telt niet. Ook ‘door verder te surfen ga je akkoord’ is volgens toezichthouders geen geldige toestemming meer.</p>
<h3>Even makkelijk weigeren als accepteren</h3>
<p>De Autoriteit Persoonsgegevens controleerde vorig jaar ruim honderd populaire Nederlandse websites. Bij bijna de helft was de knop om te weigeren verstopt achter een tweede scherm, terwijl ‘Alles accepteren’ groot en gekleurd in beeld stond. Volgens de toezichthouder mag dat niet: weigeren moet net zo eenvoudig zijn als akkoord gaan.</p>
<p>Sommige uitgevers kiezen daarom voor een andere aanpak, de zogeheten ‘cookiewall’ met een betaalde optie: wie geen tracking wil, kan een abonnement zonder advertenties nemen. Of dat model juridisch standhoudt, is nog onderwerp van discussie in Brussel.</p>
<h3>Wat je zelf kunt doen</h3>
<p>Wie minder meldingen wil zien, kan in de browser cookies van derden blokkeren. Veel sites onthouden je keuze daarna beter, al blijft de melding bij een nieuwe browser of na het wissen van gegevens terugkomen. Privacyjuristen raden aan om bij twijfel gewoon te weigeren: een site mag je daarna niet de toegang tot gewone artikelen ontzeggen, tenzij er een betaald alternatief wordt geboden.</p>""",
        "A full explanatory news article about cookie-consent rules; the cookie topic is the content, not a banner.",
        date="18 november 2026",
        author="Sanne de Vries",
    )
)

A(
    P(
        "f28_tr_paywall_story",
        "tr",
        "full",
        "article-clipped-paywall",
        "Ekonomi Gündem",
        "Yerel gazeteler dijital aboneliğe yöneliyor",
        "Yerel gazeteler dijital aboneliğe yöneliyor",
        """<div class="article-text">
<p>Türkiye'de yerel gazetelerin önemli bir kısmı, reklam gelirlerindeki düşüş nedeniyle haber sitelerini ücretli aboneliğe açmaya hazırlanıyor. İzmir, Bursa ve Trabzon'da yayın yapan beş gazete, önümüzdeki yılın başından itibaren ayda belirli sayıda haberi ücretsiz sunacak, sonrası için abonelik isteyecek.</p>
<p>Bu modele sektörde “ölçülü ödeme duvarı” deniyor. Okur, örneğin ayda on haberi ücretsiz okuyabiliyor; on birinci haberde abone olması isteniyor. Büyük ulusal yayınlar bu yöntemi birkaç yıldır deniyor, ancak yerel basın için bu bir ilk olacak.</p>
<p>Bursa'da yayımlanan bir gazetenin genel yayın yönetmeni, reklam gelirlerinin son üç yılda yaklaşık yüzde kırk azaldığını söyledi. “Okurumuz bizi her gün okuyor ama bu okuma artık kâğıda da reklama da yansımıyor. Gazeteciliğin maliyetini bir şekilde karşılamamız gerekiyor” dedi.</p>
<p>Medya araştırmacıları ise temkinli. Bir üniversitede gazetecilik dersleri veren Doç. Dr. Elif Aydın, yerel okurun ödeme alışkanlığının zayıf olduğunu hatırlatıyor: “Ulusal bir gazeteye abone olan kişi bile mahallesindeki haberler için ikinci bir abonelik almakta tereddüt edebilir. Fiyatın düşük tutulması ve belediye, okul, ulaşım gibi gerçekten yerel konulara odaklanılması şart.”</p>
<p>Gazeteler abonelik ücretini ayda 49 ile 79 lira arasında belirlemeyi düşünüyor. Öğrencilere ve emeklilere indirim yapılacak. Son dakika haberleri ile afet ve sağlık duyuruları ise ödeme duvarının dışında kalacak.</p>
</div>
<div class="paywall-overlay" style="display:none" aria-hidden="true"><div class="pw-box"><h3>Bu ay ücretsiz haber hakkınız doldu</h3><p>Okumaya devam etmek için abone olun.</p><a class="pw-btn" href="/abone-ol">Abone ol</a> <a href="/giris">Giriş yap</a></div></div>""",
        "A complete news story about paywalls; the hidden paywall overlay does not remove the full text present in the page.",
        date="21 Kasım 2026",
        author="Murat Demir",
    )
)

A(
    P(
        "f31_uk_bots_article",
        "uk",
        "full",
        "article-topic-bots",
        "Цифрова Рада",
        "Чому капча стає дедалі складнішою — і що з цим робити",
        "Чому капча стає дедалі складнішою",
        """<p>Кожен, хто купував квитки онлайн, бачив завдання на кшталт «позначте всі світлофори». Це капча — тест, який має відрізнити людину від програми. Назва походить від англійської абревіатури, що означає «повністю автоматизований публічний тест Тюрінга».</p>
<p>Перші капчі з'явилися наприкінці 1990-х років. Тоді достатньо було показати викривлені літери: програми розпізнавання тексту ще не вміли їх читати. Сьогодні нейромережі розв'язують такі завдання швидше й точніше за людей, тому розробникам доводиться вигадувати нові способи.</p>
<h2>Невидима перевірка</h2>
<p>Сучасні системи здебільшого нічого не питають. Вони аналізують, як рухається курсор, як швидко заповнюється форма, чи є в браузері звичайні налаштування. Якщо поведінка схожа на людську, користувач навіть не помічає перевірки. Завдання з картинками показують лише тоді, коли система сумнівається.</p>
<p>Проблема в тому, що «сумнівними» часто виявляються звичайні люди: ті, хто користується VPN, блокує трекери або має старий комп'ютер. Для людей із порушеннями зору капча взагалі може стати непереборною перешкодою, адже звукові варіанти часто погано розбірливі.</p>
<h2>Альтернативи</h2>
<p>Деякі сайти відмовляються від капчі на користь прихованих полів у формі: людина їх не бачить і не заповнює, а простий бот заповнює. Інші обмежують кількість запитів з однієї адреси або просять підтвердити дію через електронну пошту. Експерти з безпеки радять поєднувати кілька простих методів замість одного складного тесту, який дратує всіх.</p>
<p>«Ідеальної капчі не існує, — каже київський розробник Андрій Литвин. — Але якщо сайт змушує людину тричі шукати велосипеди на фото, це вже не захист, а погано спроєктований інтерфейс».</p>""",
        "A full article explaining CAPTCHAs and bot detection; a real text about the topic, not a challenge page.",
        date="16 листопада 2026",
        author="Олена Бондар",
    )
)

A(
    P(
        "f32_el_lyrics",
        "el",
        "full",
        "song-lyrics",
        "Στίχοι & Νότες",
        "Στο λιμάνι του Βόλου – στίχοι",
        "Στο λιμάνι του Βόλου",
        """<p class="credits">Στίχοι: Νίκος Παππάς · Μουσική: Ελένη Μαυρίδου</p>
<div class="lyrics">
<p>Στο λιμάνι του Βόλου πέφτει αλάτι η βροχή,<br>
τα καΐκια κοιμούνται με ανοιχτή την ψυχή,<br>
κι εγώ μένω στην άκρη του μόλου να σε περιμένω,<br>
σαν φανάρι που καίει για ένα καράβι χαμένο.</p>
<p><em>Ρεφρέν:</em><br>
Έλα, πριν σβήσει το φως στο Πήλιο,<br>
έλα, πριν γίνει η θάλασσα γυαλί,<br>
φέρε μου πίσω το πρώτο σου αντίο<br>
να το κάνουμε ξανά φιλί.</p>
<p>Οι ψαράδες μαζεύουν τα δίχτυα και λένε «καληνύχτα»,<br>
μια κιθάρα στο καφενείο παίζει πάντα τα ίδια,<br>
κι αν ρωτήσει κανείς τι περιμένω τόσα χρόνια,<br>
θα του πω: μια βάρκα, ένα όνομα κι ένα χελιδόνι.</p>
<p><em>Ρεφρέν</em></p>
</div>""",
        "Complete original song lyrics with credits; the lyrics are the content.",
        layouts=["wpblog", "spa", "minimal", "portal"],
    )
)

A(
    P(
        "f33_vi_404_article",
        "vi",
        "full",
        "article-topic-404",
        "Góc Lập Trình",
        'Lỗi 404 là gì và vì sao "soft 404" gây hại cho website',
        "Lỗi 404 là gì và vì sao “soft 404” gây hại cho website",
        """<p>Khi bạn gõ sai một đường dẫn hoặc bấm vào một liên kết cũ, trình duyệt thường hiện dòng chữ “404 Not Found”. Đây là mã trạng thái HTTP mà máy chủ gửi về để báo rằng nó không tìm thấy tài nguyên được yêu cầu.</p>
<h2>Mã 404 hoạt động thế nào</h2>
<p>Mỗi phản hồi HTTP đều có một mã gồm ba chữ số. Nhóm 2xx nghĩa là thành công, nhóm 3xx là chuyển hướng, nhóm 4xx là lỗi từ phía người dùng và nhóm 5xx là lỗi từ phía máy chủ. Mã 404 thuộc nhóm 4xx: máy chủ vẫn hoạt động bình thường, chỉ là trang bạn cần không tồn tại. Nếu trang đã bị xóa vĩnh viễn, máy chủ nên dùng mã 410 thay vì 404.</p>
<h2>“Soft 404” là gì</h2>
<p>Một số website khi không tìm thấy trang lại trả về mã 200, tức là “thành công”, kèm một trang thông báo “Không tìm thấy nội dung” được trang trí đầy đủ menu, quảng cáo và danh sách bài viết gợi ý. Với người đọc thì không sao, nhưng với công cụ tìm kiếm và các chương trình thu thập dữ liệu, đó là một trang bình thường. Kết quả là hàng nghìn trang rỗng có thể bị lập chỉ mục, làm loãng chất lượng của cả website.</p>
<h2>Cách khắc phục</h2>
<p>Hãy kiểm tra rằng trang lỗi của bạn thực sự trả về mã 404 hoặc 410. Trong Nginx, có thể khai báo <code>error_page 404 /404.html;</code> và đảm bảo không dùng chuyển hướng 302 về trang chủ. Với các trang sản phẩm hết hàng, nếu sản phẩm sẽ quay lại, nên giữ trang và ghi rõ “tạm hết hàng”; nếu không, hãy trả về 410 hoặc chuyển hướng 301 sang sản phẩm thay thế gần nhất.</p>
<p>Cuối cùng, một trang 404 tốt vẫn nên thân thiện: có ô tìm kiếm và đường dẫn về trang chủ. Điều quan trọng là mã trạng thái phải nói đúng sự thật.</p>""",
        "A full tutorial article about 404 and soft-404 errors; the error topic is explained, not encountered.",
        date="09/11/2026",
        author="Trần Minh Khoa",
        layouts=["wpblog", "spa", "docs", "minimal"],
    )
)

A(
    P(
        "f34_id_faq",
        "id",
        "full",
        "faq",
        "Kantor Imigrasi Kota Harapan",
        "Tanya Jawab: Perpanjangan Paspor",
        "Tanya Jawab Perpanjangan Paspor",
        """<div class="accordion">
<div class="acc-item"><h3><button class="acc-btn" aria-expanded="true" aria-controls="a1">Kapan saya harus memperpanjang paspor?</button></h3><div class="acc-panel" id="a1"><p>Sebaiknya paspor diperpanjang paling lambat enam bulan sebelum masa berlakunya habis, karena banyak negara menolak masuk pelancong dengan paspor yang berlaku kurang dari enam bulan.</p></div></div>
<div class="acc-item"><h3><button class="acc-btn" aria-expanded="false" aria-controls="a2">Dokumen apa saja yang perlu dibawa?</button></h3><div class="acc-panel" id="a2" hidden><p>Bawa paspor lama, KTP elektronik asli, dan bukti pembayaran PNBP. Kartu keluarga atau akta lahir hanya diperlukan jika data di paspor lama berbeda dengan KTP.</p></div></div>
<div class="acc-item"><h3><button class="acc-btn" aria-expanded="false" aria-controls="a3">Berapa biayanya?</button></h3><div class="acc-panel" id="a3" hidden><p>Paspor biasa 48 halaman berlaku 10 tahun dikenai biaya Rp650.000. Untuk layanan percepatan selesai di hari yang sama ada tambahan Rp1.000.000.</p></div></div>
<div class="acc-item"><h3><button class="acc-btn" aria-expanded="false" aria-controls="a4">Apakah harus mendaftar antrean secara daring?</button></h3><div class="acc-panel" id="a4" hidden><p>Ya. Pendaftaran antrean dilakukan melalui aplikasi resmi imigrasi, paling cepat 14 hari sebelum tanggal kedatangan. Lansia di atas 60 tahun, ibu hamil, dan penyandang disabilitas dapat datang tanpa antrean daring.</p></div></div>
<div class="acc-item"><h3><button class="acc-btn" aria-expanded="false" aria-controls="a5">Berapa lama paspor jadi?</button></h3><div class="acc-panel" id="a5" hidden><p>Paspor baru dapat diambil empat hari kerja setelah wawancara dan pengambilan foto, atau dikirim ke rumah dengan biaya kurir.</p></div></div>
</div>""",
        "A short FAQ with five concrete, complete answers (fees, documents, timing) in accordion markup.",
        layouts=["wpblog", "spa", "docs", "minimal"],
    )
)

A(
    P(
        "f35_sw_brief_modal",
        "sw",
        "full",
        "news-brief",
        "Pwani Leo",
        "Mvua kubwa yasababisha kufungwa kwa barabara ya Mombasa–Malindi",
        "Barabara ya Mombasa–Malindi yafungwa kwa muda kutokana na mvua",
        """<p>Mamlaka ya barabara kuu imefunga kwa muda sehemu ya barabara ya Mombasa–Malindi karibu na Mtwapa baada ya mvua kubwa kusomba daraja dogo usiku wa Jumanne. Magari yanaelekezwa kupitia barabara ya Kaloleni. Wahandisi wanasema ukarabati utachukua siku tatu, na madereva wameombwa kuepuka safari zisizo za lazima.</p>
<div class="modal" id="nl-modal" role="dialog" aria-hidden="true"><div class="modal-box"><button class="close" aria-label="funga">×</button><h4>Jiunge na jarida letu</h4><p>Pata habari za Pwani kila asubuhi.</p><form><input type="email" placeholder="Barua pepe"><button>Jiunge</button></form></div></div>""",
        "A complete 55-word news brief with place, cause, detour and duration; the newsletter modal is overlay chrome.",
        date="25 Novemba 2026",
    )
)
