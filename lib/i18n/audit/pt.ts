import type { AuditStrings } from './types';

// Deficit phrases not translated yet: English shows for them (test/unit/i18n lists the gaps).
export const pt: AuditStrings = {
  deficits: {},
  missing: {
    'missing_section:hero': 'Sem hero: a página abre sem uma mensagem principal clara',
    'missing_section:cta': 'Sem bloco de apelo à ação',
    'missing_section:trust': 'Sem bloco de confiança (testemunhos, logótipos de clientes, avaliações, garantias)',
    'no_cta_after_hero:cta': 'Sem apelo à ação depois do hero',
  },
  blocks: { hero: 'Hero', cta: 'Bloco de apelo à ação', trust: 'Bloco de confiança', product_demo: 'Demonstração do produto', differentiation: 'Bloco de vantagens', global: 'Cabeçalho e rodapé', doors: 'Pontos de entrada', resources: 'Bloco de recursos' },
  factFinding: { title: '{section} · {deficit} → {fix}: {evidence}', wonInRate: { one: 'venceu em {rate} de {n} teste', other: 'venceu em {rate} de {n} testes' }, wonIn: { one: 'venceu em {n} teste', other: 'venceu em {n} testes' }, median: 'mediana {uplift}' },
  hygiene: {
    placeholder: { title: { one: 'Texto de preenchimento em {n} secção: {quote}', other: 'Texto de preenchimento em {n} secções: {quote}' }, rule: 'Substitua o texto de preenchimento do modelo por texto real antes de testar qualquer outra coisa: os visitantes veem uma página por acabar.' },
    dead_cta: { title: { one: '{n} apelo à ação não leva a lado nenhum ({evidence})', other: '{n} apelos à ação não levam a lado nenhum ({evidence})' }, rule: 'Ligue cada botão à página ou ao formulário que promete: um botão que não faz nada perde o visitante no momento em que ele se decidiu.' },
    repeated_reviews: { title: { names: 'Os testemunhos repetem o mesmo nome ({evidence})', ratings: 'Os testemunhos mostram a mesma avaliação em todas as opiniões ({evidence})', both: 'Os testemunhos repetem o mesmo nome e a mesma avaliação em todas as opiniões ({evidence})' }, rule: 'Mostre opiniões distintas e atribuíveis: nomes repetidos ou avaliações iguais parecem inventados.' },
    broken_images: { title: { one: '{n} imagem partida no elemento «{kind}» ({evidence})', other: '{n} imagens partidas no elemento «{kind}» ({evidence})' }, rule: 'Corrija ou retire as imagens em falta: uma moldura vazia onde devia estar um rosto ou um logótipo deita a prova por terra.' },
    zero_counters: { title: { text: 'Contadores parados em 0: {list}' }, rule: 'Coloque os números reais no HTML: contadores que esperam por um script mostram 0 se o script chegar tarde ou for bloqueado.' },
    no_price: { title: { text: 'Convida a comprar sem nenhum preço na página ({evidence})' }, rule: 'Indique o preço (ou um «a partir de») junto ao botão de compra: uma oferta sem preço manda os visitantes procurá-lo noutro sítio.' },
    distant_seal: { title: { text: 'Selo de confiança a {px} da decisão que devia tranquilizar ({evidence})' }, rule: 'Coloque os selos de segurança ou de pagamento junto ao formulário ou ao preço, onde o visitante se compromete.' },
  },
  facts: {
    cta: 'apelos à ação', navigation: 'navegação', form: 'formulário', carousel: 'carrossel', video: 'vídeo', people_images: 'imagens', logo_wall: 'mural de logótipos',
    testimonials: 'testemunhos', headline: 'título', pricing: 'preços', countdown: 'contagem decrescente', scarcity: 'aviso de escassez', guarantee: 'garantia',
    security_badges: 'selos de segurança', comparison_table: 'tabela comparativa', numbered_steps: 'passos', faq: 'perguntas frequentes', article_cards: 'artigos', team: 'equipa',
    persona_cards: 'cartões de perfis', category_tiles: 'blocos de categorias', search_box: 'caixa de pesquisa', sticky_header: 'cabeçalho fixo', announcement_bar: 'barra de avisos',
    cookie_banner: 'banner de cookies', chat_widget: 'widget de chat', feature_grid: 'funcionalidades',
  },
};
