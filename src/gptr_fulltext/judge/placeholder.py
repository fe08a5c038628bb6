"""Placeholder text in the main text: a template's filler, not words of content (#17, round 15).

A page built from a template and never written keeps its "Lorem ipsum dolor sit amet…": sentences
in form, in no language, whatever the page's own language is. The filler is known by its vocabulary,
the same few dozen pseudo-Latin words in every generator (the mangled passage of Cicero and the
words generators add to it). Some of those are real Latin words, so a block is filler only when
nearly all its words are that vocabulary, and only on a page that says one of the words no Latin
text writes (`_MADE_UP`: "lorem", "eiusmod"…). A page about placeholder text explains it in its own
language, and a sample paragraph of filler on it leaves that prose counted; so does a Latin text.
"""

from __future__ import annotations

from gptr_fulltext.evidence.textstats import Block, lower_words

# The words generators draw from: the standard passage's and the common extended vocabulary, the
# typesetters' variant ("consetetur sadipscing elitr"), and the words of Cicero's passage that others
# draw from ("sed ut perspiciatis unde omnis").
_WORDS = """
    ab accusam accusamus accusantium adipisci adipisicing alias aliquid aliquyam amet animi aperiam
    architecto asperiores aspernatur assumenda atque aut autem beatae blanditiis clita commodi
    consequatur consequuntur consetetur corporis corrupti cum cumque debitis delectus deleniti dicta
    dignissimos distinctio dolorem doloremque dolores doloribus dolorum ducimus duo eaque earum eirmod
    eius eligendi elitr eos error eum eveniet excepturi exercitationem expedita explicabo facere facilis
    fuga fugit gubergren harum hic illo illum impedit incidunt inventore invidunt ipsa ipsam iste itaque
    iure iusto kasd laboriosam laudantium magnam magni maiores maxime minima minus modi molestiae
    molestias mollitia natus necessitatibus nemo nesciunt nihil nobis nonumy nostrum numquam obcaecati
    odit officiis omnis optio perferendis perspiciatis placeat porro possimus praesentium provident quae
    quaerat quas quasi qui quia quibusdam quidem quisquam quo quod quos ratione rebum recusandae
    reiciendis rem repellat repellendus repudiandae rerum saepe sadipscing sanctus sapiente sea sequi
    similique soluta stet takimata tempora tempore temporibus tenetur totam ullam unde vero veritatis
    voluptas voluptatem voluptates voluptatibus voluptatum voluptua
    a ac accumsan ad adipiscing aenean aliqua aliquam aliquet aliquip amet anim ante arcu at auctor
    augue aute bibendum blandit cillum commodo condimentum congue consectetur consequat convallis cras
    culpa cupidatat curabitur cursus dapibus deserunt diam dictum dictumst dignissim dis do dolor dolore
    donec dui duis egestas eget eiusmod eleifend elementum elit enim erat eros esse est et etiam eu
    euismod ex excepteur exercitation facilisi facilisis fames faucibus felis fermentum feugiat
    fringilla fugiat fusce gravida habitant habitasse hac hendrerit iaculis id imperdiet in incididunt
    integer interdum ipsum irure justo labore laboris laborum lacinia lacus laoreet lectus leo libero
    ligula lobortis lorem luctus maecenas magna magnis malesuada massa mattis mauris metus mi minim
    molestie mollis mollit montes morbi mus nam nascetur natoque nec neque netus nibh nisi nisl non
    nostrud nulla nullam nunc occaecat odio officia orci ornare pariatur parturient pellentesque
    penatibus pharetra phasellus placerat platea porta porttitor posuere potenti praesent pretium
    proident proin pulvinar purus quam qui quis quisque reprehenderit rhoncus ridiculus risus rutrum
    sagittis sapien scelerisque sed sem semper senectus sint sit sociis sodales sollicitudin sunt
    suscipit suspendisse tellus tempor tempus tincidunt tortor tristique turpis ullamco ullamcorper
    ultrices ultricies urna ut varius vehicula vel velit venenatis veniam vestibulum vitae vivamus
    viverra voluptate volutpat vulputate
"""
_VOCABULARY = frozenset(_WORDS.split())
# Words of the filler that are no Latin (cut from real words, or made up): one on the page, or no
# block is read as filler. Looked for first, as parts of the lower-cased text (a search of a few
# literal strings, far cheaper than a pattern of words): most pages have none.
_MADE_UP = (
    "lorem", "adipiscing", "adipisicing", "eiusmod", "incididunt", "ullamco", "cupidatat", "pellentesque",
    "suspendisse", "sadipscing",
)  # fmt: skip
# A block is filler when this share of its words or more are the vocabulary (a stray name or figure
# aside).
FILLER_MIN_SHARE = 0.8


def placeholder_words(blocks: tuple[Block, ...] | list[Block], body: str) -> int:
    """Words of the substantive blocks that are placeholder text (see the module's docstring)."""
    lowered = body.lower()
    if not any(word in lowered for word in _MADE_UP):
        return 0
    words = 0
    for block in blocks:
        if not block.is_substantive:
            continue
        tokens = lower_words(block.text)
        if tokens and sum(token in _VOCABULARY for token in tokens) >= FILLER_MIN_SHARE * len(tokens):
            words += block.words
    return words
