-- The starter help articles in each language Nudge speaks besides English (issue 43): the support
-- agent answers a person from their own language's articles. Written for each language, with
-- the app's own words for what is on screen and search words people use in that language.
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Primeiros passos com o Nudge', 'O Nudge lembra você de falar com as pessoas que importam, no momento que você escolher.

1. Na página de entrada, toque em Criar uma, preencha Nome completo, E-mail, Senha (pelo menos 6 caracteres) e Confirmar senha, e toque em Criar conta.
2. O passo 2 é ativar as notificações, para que seus lembretes cheguem a este dispositivo na hora certa: toque em Ativar notificações push. No iPhone, adicione o Nudge à Tela de Início antes.
3. Abra o link do e-mail que enviamos para confirmar seu endereço. A partir daí, os lembretes também podem chegar por e-mail.
4. Na aba Lembretes ativos, agende seu primeiro lembrete. Na aba Contatos, adicione as pessoas de quem você quer ficar perto, com notas, aniversários e um ritmo para manter contato.

O Nudge Pro é grátis por 30 dias e depois custa US$ 7 por mês: comece o teste grátis na página Preços. Dúvidas? Pergunte na aba Suporte de IA a qualquer momento.', 'faq', 'cadastro, cadastrar, criar conta, nova conta, conta nova, registrar, registro, inscrever, começar, comecar, primeiros passos, como começar, como usar, primeiro acesso, confirmar e-mail, confirmar email, boas-vindas, bem-vindo, tutorial, iniciar', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Agendar um lembrete', 'Um lembrete é um aviso para você falar com alguém no horário que escolher.

1. Abra a aba Lembretes ativos no seu painel.
2. Em Agendar um lembrete, digite o nome da pessoa, a data e a hora, e uma mensagem: o que você quer lembrar de dizer ou perguntar. Enquanto você digita um nome, seus contatos aparecem como sugestão, e ao escolher um o número de telefone é preenchido.
3. Se quiser, adicione um número de telefone (para mandar mensagem ou ligar direto da notificação) e um link.
4. Toque em Agendar lembrete. O horário precisa estar no futuro. Para o lembrete voltar todo dia, toda semana, todo mês ou todo ano, escolha antes como em Repetir (veja Lembretes que se repetem).

As Ações rápidas preenchem o formulário para você: Contato semanal (daqui a 7 dias), Aniversário (daqui a 1 mês), Retorno de trabalho (amanhã) e Só porque sim (daqui a 3 dias). Escolha uma, adicione um nome, mude a mensagem ou o horário se quiser, e agende. Na aba Contatos, um contato aberto também tem o botão Agendar lembrete.

Seus próximos lembretes ficam em Lembretes pendentes, onde você pode Editar ou Excluir cada um. Quando um lembrete vence, você recebe uma notificação em todos os dispositivos com notificações ativadas, e ele vai para o Histórico do Nudge.', 'feature', 'agendar, agendar lembrete, novo lembrete, criar lembrete, lembrete, lembrar, definir lembrete, adicionar lembrete, marcar lembrete, programar, ações rápidas, acoes rapidas, atalhos, modelos prontos, lembretes pendentes, editar, excluir, apagar lembrete, schedule', 8, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Mandar mensagem ou ligar a partir de uma notificação', 'Quando um lembrete vence, a notificação permite resolver tudo com um toque.

Se o lembrete tem um número de telefone, a notificação oferece Mensagem e Ligar. Tocar em qualquer um deles (ou na própria notificação) abre o Nudge em um cartão de contato com o número da pessoa e a sua mensagem:
- Se você fala com o contato por WhatsApp, Signal, Telegram ou e-mail, Mensagem no WhatsApp (ou no app escolhido) abre esse app.
- Enviar mensagem de texto abre seu app de mensagens com o texto já escrito, pronto para enviar.
- Fazer ligação inicia a chamada.
- Voltar ao app fecha o cartão.
O cartão também pode oferecer Marcar como feito e Amanhã de manhã (amanhã às 9:00).

Sem número de telefone, a notificação oferece Feito e Adiar 1 hora (e Amanhã de manhã, quando há espaço). Muitos celulares e navegadores mostram só os dois primeiros botões.

Mandar mensagem ou ligar pelo Nudge, ou marcar o lembrete como feito, conta como contato com a pessoa, e o próximo contato previsto avança. Se Feito ou Adiar não funcionar (por exemplo, quando você está offline), o Nudge abre no Histórico do Nudge, onde você pode tocar em Marcar como feito.', 'feature', 'mensagem, mandar mensagem, enviar mensagem, ligar, ligação, ligacao, chamada, sms, torpedo, ações da notificação, tocar na notificação, cartão de contato, cartao de contato, feito, marcar como feito, adiar, soneca, amanhã de manhã, um toque, responder lembrete', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ativar as notificações (Android e computador)', 'O Nudge avisa que um lembrete venceu com uma notificação em todos os dispositivos onde você ativou as notificações. Para ativá-las neste celular ou computador:

1. Entre e abra o seu painel.
2. No quadro Ative as notificações para seus lembretes, no topo, toque em Ativar notificações push.
3. Quando o navegador perguntar, escolha Permitir. O Nudge mostra Notificações ativadas! e o quadro some.

Faça isso uma vez em cada celular ou computador onde você quer receber os lembretes. No Android, você também pode instalar o Nudge para ele abrir como um app: toque em Instalar no cartão Instalar o Nudge quando ele aparecer, ou escolha Instalar app (ou Adicionar à tela inicial) no menu do Chrome.

Se o quadro mostrar Notificações bloqueadas, o navegador está recusando as notificações. Clique no ícone de cadeado ou de notificação perto da barra de endereço (ou abra as configurações do navegador > Configurações do site > Notificações), troque Bloquear por Permitir para este site, atualize a página e toque em Tentar de novo. No computador, confira também se o sistema deixa o navegador mostrar notificações e se o Não perturbe ou o Foco está desativado.

Para testar um dispositivo, toque no botão Conta (o ícone de pessoa no topo do painel): em Dispositivos, toque em Enviar teste. Depois que seu e-mail estiver confirmado, você também pode receber os lembretes por e-mail em Lembretes por e-mail.', 'troubleshooting', 'notificações, notificacoes, notificação, notificações push, push, ativar, ativar notificações, ligar notificações, android, chrome, computador, desktop, notebook, windows, mac, navegador, bloqueado, bloqueadas, permitir, permissão, permissao, não recebo notificações, nao chega notificacao, sem notificação', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ativar as notificações no iPhone e no iPad', 'No iPhone e no iPad, a Apple só permite notificações de um app da web depois que ele é adicionado à Tela de Início, no iOS ou iPadOS 16.4 ou mais recente. Não dá para ativá-las em uma aba do Safari.

1. Abra o Nudge no Safari.
2. Toque no botão Compartilhar, depois em Adicionar à Tela de Início e em Adicionar.
3. Abra o Nudge pelo novo ícone na Tela de Início e entre na sua conta por ali.
4. No painel, toque em Ativar notificações push e depois em Permitir.

Se aparecer Instalação necessária ou Permissão necessária, o Nudge ainda está aberto no Safari: abra-o pelo ícone da Tela de Início. Se você tocou em Não Permitir, ative as notificações de novo em Ajustes > Notificações > Nudge no iPhone e depois toque em Tentar de novo no app. Você vê sua versão em Ajustes > Geral > Sobre e atualiza em Ajustes > Geral > Atualização de Software.

O Foco e o Não Perturbe também podem silenciar as notificações. Para conferir se o seu iPhone está recebendo, toque no botão Conta (o ícone de pessoa no topo do painel) e, em Dispositivos, toque em Enviar teste.', 'troubleshooting', 'iphone, ipad, ios, safari, apple, adicionar à tela de início, adicionar a tela de inicio, tela de início, tela inicial, instalar, instalação necessária, instalacao necessaria, notificações, notificacoes, notificações push, push, ativar, ativar notificações, não recebo notificação no iphone, permissão necessária', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Horário silencioso e fuso horário', 'O horário silencioso evita que os lembretes acordem você. Um lembrete que vence durante o horário silencioso não se perde: ele chega assim que o horário termina. Então, se você não recebeu uma notificação à noite, ela chega de manhã, quando acaba o seu horário silencioso. O resumo também espera.

Para configurar:
1. Toque no botão Conta (o ícone de pessoa no topo do painel).
2. Em Fuso horário e horário silencioso, marque Horário silencioso e escolha De e Até. O padrão é das 22:00 às 08:00, e o intervalo pode passar da meia-noite.
3. Toque em Salvar configurações de horário.
Desmarque Horário silencioso para receber lembretes a qualquer hora.

Seu fuso horário vem do navegador na primeira vez que você entra. Os horários que o Nudge mostra, as Ações rápidas, a página Hoje e os lembretes de aniversário e de contato seguem esse fuso. Se você se mudou ou um lembrete chega na hora errada, escolha seu fuso horário no mesmo lugar (digite algumas letras de uma cidade para encontrá-lo) e toque em Salvar configurações de horário. Os lembretes que você mesmo agendou continuam no momento que você escolheu.

Os lembretes de aniversário e de contato chegam às 09:00, até você mudar Contatos e datas chegam às, no mesmo lugar. Um contato pode ter o próprio horário: abra o contato, toque em Editar e defina Contatos e datas chegam às ali.', 'faq', 'horário silencioso, horario silencioso, noite, dormir, não perturbe, nao perturbe, sem notificação à noite, atrasado, chegou tarde, fuso horário, fuso horario, fuso, mudar fuso, viagem, mudei, hora errada, horário errado, 9h, horário do dia, chegam às, que horas, manhã, madrugada', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Manter contato com lembretes regulares', 'Dê um ritmo a um contato, como a cada 2 semanas ou todo mês, e o Nudge lembra você de falar com a pessoa regularmente.

1. Abra a aba Contatos e toque em Adicionar contato, ou abra um contato e toque em Editar.
2. Em Manter contato a cada, digite um número e escolha Dias, Semanas ou Meses.
3. Toque em Salvar contato.

A partir daí, o Nudge mantém um lembrete de contato agendado para as 09:00 (ou para o horário escolhido em Contatos e datas chegam às, no seu fuso horário), esse tempo depois do último contato de vocês. Ele avança sempre que vocês se falam: quando você manda mensagem ou liga pelo Nudge, adiciona uma nota ao contato ou marca como feito um lembrete com o número de telefone da pessoa (Feito na notificação, ou Marcar como feito no Histórico do Nudge). Se o lembrete chegar e você não falar com a pessoa, o próximo vem um ritmo depois.

Na aba Contatos, cada pessoa com ritmo aparece como Atrasado, Em breve ou Em dia. Os filtros Pendente, Se afastando e Tudo certo e o botão Previstos primeiro mostram quem mais precisa de você. Para parar os lembretes de um contato, escolha Não me lembrar e salve. Um círculo inteiro também pode ter um ritmo (veja Círculos), e os contatos previstos aparecem em Hoje.', 'feature', 'manter contato, contato regular, lembrete de contato, check-in, checkin, ritmo, frequência, frequencia, regularmente, toda semana, todo mês, todo mes, recorrente, repetir, atrasado, em breve, se afastando, em dia, não me lembrar, falar sempre, não perder contato', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Lembretes de aniversário e outras datas anuais', 'O Nudge pode lembrar você de aniversários, aniversários de casamento e outras datas importantes todo ano.

1. Abra a aba Contatos (toque antes em Adicionar contato se a pessoa ainda não estiver lá).
2. Toque no nome da pessoa para abrir o cartão dela.
3. Em Aniversários e datas, deixe Aniversário em O quê (ou digite outra coisa, como Aniversário de casamento), escolha a Data e, em Dias de antecedência, digite 0 para o próprio dia ou até 60 para ser lembrado antes.
4. Toque em Adicionar data.

Você recebe um lembrete no dia ("Hoje é aniversário da Ana") e, com dias de antecedência, também um aviso esse número de dias antes ("O aniversário da Ana é na sexta"), às 09:00 no seu fuso horário ou no horário escolhido em Contatos e datas chegam às. Depois do envio, os do ano seguinte são agendados sozinhos. As datas da próxima semana também aparecem em Hoje. Uma data em 29 de fevereiro é lembrada em 28 de fevereiro nos outros anos. Para remover uma data, toque no ícone de lixeira ao lado dela.

Para um lembrete único, a Ação rápida Aniversário, na aba Lembretes ativos, preenche uma mensagem de aniversário para daqui a um mês: mude a data e adicione o nome. Aniversários e datas também aparecem no seu feed de calendário.', 'feature', 'aniversário, aniversario, aniversários, niver, lembrete de aniversário, aniversário de casamento, bodas, datas especiais, datas importantes, datas, anual, todo ano, uma vez por ano, dias de antecedência, antecedencia, parabéns, parabens, data comemorativa', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Ver seus lembretes no calendário', 'O feed de calendário mostra seus próximos lembretes (como eventos de 15 minutos) e os aniversários e datas dos seus contatos (como eventos anuais de dia inteiro) em qualquer app de calendário que assine um calendário por URL, como Google Agenda, Calendário da Apple ou Outlook.

1. Toque no botão Conta (o ícone de pessoa no topo do painel) e encontre Feed de calendário.
2. Toque em Criar link de calendário e depois em Copiar. Para proteger sua privacidade, o link aparece uma única vez.
3. Adicione o link ao seu app de calendário:
- Google Agenda (no computador): ao lado de Outras agendas, clique em +, escolha Do URL, cole o link e clique em Adicionar agenda.
- Calendário da Apple: no Mac, Arquivo > Nova Assinatura de Calendário. No iPhone, adicione um Calendário Assinado em Ajustes > Calendário > Contas (o caminho exato depende da sua versão do iOS).
- Outlook: Adicionar calendário > Assinar da Web.

O feed é somente leitura, e cada app de calendário o atualiza no próprio ritmo, o que pode levar várias horas no Google. Qualquer pessoa com o link consegue ver seus lembretes, então mantenha-o em sigilo. Toque em Criar um novo link para substituí-lo (o antigo para de funcionar) ou em Revogar link para desativá-lo.', 'feature', 'calendário, calendario, agenda, feed de calendário, google agenda, google calendar, calendário da apple, apple calendar, outlook, ical, ics, assinar, assinatura, assinar por url, link do calendário, sincronizar calendário, sincronizar agenda, ver lembretes no calendário', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importar e exportar contatos', 'Importar: na aba Contatos, toque em Importar.
- De um arquivo (.vcf, .csv) traz contatos exportados do seu celular, do Google Contatos ou do Outlook, com uma prévia antes (veja Importar contatos de um arquivo).
- De uma agenda de contatos (iCloud, CardDAV) conecta o iCloud, o Fastmail ou o Nextcloud e mantém seus contatos atualizados (veja Sincronizar uma agenda de contatos).
Na aba Lembretes ativos, Importar contatos (no quadro Agendar um lembrete) abre a lista de contatos do seu celular quando o navegador oferece isso (Chrome no Android), para você escolher as pessoas. Nos outros casos, abre uma caixa onde você cola uma pessoa por linha: um nome, depois um espaço, hífen ou dois-pontos, e depois o número de telefone (por exemplo, "Ana Souza - 555 010 2030").
Ninguém é adicionado duas vezes. Você também pode adicionar pessoas uma a uma com Adicionar contato.

Exportar: na aba Contatos, toque em Exportar para baixar todos os seus contatos em um arquivo vCard (nudge-contacts.vcf) com nomes, números de telefone, e-mails e notas. As agendas de contatos do celular, o Google Contatos e o Outlook conseguem importá-lo. Compartilhar envia os mesmos contatos pelo menu de compartilhamento do seu dispositivo, ou os copia quando não é possível compartilhar.', 'feature', 'importar, importar contatos, contatos, contatos do celular, agenda, adicionar contatos, colar, exportar, exportar contatos, vcard, vcf, csv, compartilhar contatos, backup, cópia de segurança, copia de seguranca, trazer contatos, transferir contatos', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Usar o Nudge offline', 'O Nudge funciona sem conexão em qualquer dispositivo onde você já o usou online. Instalá-lo na tela de início faz com que ele pareça um app como qualquer outro.

Offline, o Nudge abre com seus lembretes, histórico e contatos como foram carregados da última vez, e uma barra avisa que você está offline. As alterações que você fizer (agendar, editar, excluir ou salvar um lembrete, e adicionar, editar ou excluir contatos e notas) ficam guardadas neste dispositivo e listadas nessa barra. Quando você volta a ficar online, elas são enviadas sozinhas, na ordem, e tudo é atualizado.

Seus lembretes são enviados pelos nossos servidores na hora certa mesmo com o dispositivo offline, e a notificação aparece quando ele volta a ficar online. Entrar, Suporte de IA, cobrança e configurações da conta precisam de conexão.', 'faq', 'offline, sem internet, sem conexão, sem conexao, sem rede, sem sinal, wifi, wi-fi, sem wifi, modo avião, modo aviao, voo, avião, funciona offline, funciona sem internet, sincronizar, sincronização, dados móveis', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Nudge Pro: teste grátis, cobrança e cancelamento', 'O Nudge tem um plano, o Nudge Pro: grátis por 30 dias e depois US$ 7 por mês. Para começar, toque em Comece seu teste grátis na página Preços. Você informa seu cartão na página de pagamento segura do Stripe, mas nada é cobrado até o fim do teste, e se você cancelar antes disso não paga nada. Nós nunca vemos o número do seu cartão.

O seu painel mostra o seu plano, por exemplo "Teste grátis: 12 dias restantes, depois US$ 7/mês".

Para cancelar, atualizar o cartão ou ver suas faturas, toque em Gerenciar cobrança ao lado do seu plano no painel. Isso abre a página de cobrança do Stripe, onde cancelar leva poucos cliques. Depois de cancelar, você continua com o Pro até o fim do período já pago e não é cobrado de novo. Se um pagamento falhar, o painel mostra Corrigir pagamento, que abre a mesma página. Excluir sua conta também cancela seu plano.

Foi cobrado duas vezes ou quer um reembolso? Pergunte na aba Suporte de IA e uma pessoa da nossa equipe vai responder.', 'faq', 'cobrança, cobranca, assinatura, cancelar, cancelar assinatura, cancelar plano, preço, preco, quanto custa, preços, teste grátis, teste gratis, período de teste, plano, pro, pagamento, cartão, cartao de credito, fatura, stripe, mensal, mensalidade, gerenciar cobrança, cobrado duas vezes, reembolso', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Baixar uma cópia dos seus dados', 'Você pode baixar tudo o que o Nudge guarda sobre você a qualquer momento.

1. Toque no botão Conta (o ícone de pessoa no topo do painel) para abrir Conta e privacidade.
2. Em Seus dados, toque em Baixar meus dados.

Você recebe um arquivo JSON com os dados e as configurações da sua conta (fuso horário e horário silencioso), todos os seus lembretes com a forma como cada um foi entregue, seus contatos, notas, aniversários e datas, seus dispositivos e suas solicitações de suporte. Ele nunca contém sua senha nem suas chaves de acesso.

Para ter só os seus contatos, em um formato que as agendas de contatos entendem, use Exportar na aba Contatos (um arquivo vCard). Seus lembretes, contatos e notas são guardados só para lembrar você, e nunca são vendidos nem compartilhados.', 'faq', 'exportar dados, exportar meus dados, baixar dados, baixar meus dados, meus dados, download, cópia, copia, privacidade, json, dados pessoais, backup, lgpd, o que vocês guardam, portabilidade', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Excluir sua conta', 'Excluir sua conta apaga a conta e tudo o que há nela para sempre: cada lembrete, contato, nota e data. As notificações param em todos os seus dispositivos e, se você tem o Nudge Pro, o plano é cancelado, para você não ser cobrado de novo. Isso não pode ser desfeito, então talvez seja bom tocar antes em Baixar meus dados.

1. Toque no botão Conta (o ícone de pessoa no topo do painel).
2. Vá até Excluir conta, no final.
3. Digite sua senha e toque em Excluir minha conta.

Você sai da conta e ela deixa de existir na hora. Se a senha estiver errada, nada é excluído.', 'faq', 'excluir conta, excluir minha conta, apagar conta, deletar conta, remover conta, encerrar conta, fechar conta, apagar, apagar meus dados, excluir meus dados, privacidade, senha, cancelar conta, lgpd', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Redefinir sua senha', 'Esqueceu sua senha? Você pode escolher uma nova na página de entrada.

1. Na página de entrada, toque em Esqueceu a senha? ao lado do campo Senha.
2. Digite o e-mail da sua conta e toque em Enviar link de redefinição.
3. Abra o link do e-mail que enviamos e escolha uma nova senha (pelo menos 8 caracteres).

O link funciona uma vez, durante a próxima hora. Não chegou nada? Confira sua pasta de spam ou tente de novo em alguns minutos.

Uma nova senha desconecta você de todos os dispositivos e desativa as notificações deles, caso outra pessoa tivesse a senha antiga. Entre de novo e toque em Ativar notificações push em cada celular ou computador onde você quer receber seus lembretes.', 'faq', 'senha, esqueci a senha, esqueci minha senha, redefinir senha, recuperar senha, trocar senha, nova senha, mudar senha, entrar, login, logar, fazer login, não consigo entrar, nao consigo entrar, bloqueado, acesso, link de redefinição', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Sincronizar uma agenda de contatos (iCloud, Fastmail, Nextcloud)', 'O Nudge pode trazer os contatos de uma agenda de contatos online e mantê-los atualizados: iCloud, Fastmail, Nextcloud ou qualquer agenda de contatos compatível com CardDAV.

1. Na aba Contatos, toque em Importar e depois em De uma agenda de contatos (iCloud, CardDAV).
2. Preencha o Endereço do servidor (para o iCloud, contacts.icloud.com), seu Nome de usuário (geralmente seu e-mail) e uma Senha de app.
3. Toque em Conectar. O Nudge confere os dados primeiro, depois traz seus contatos na hora e informa quantos foram adicionados.

Use uma senha de app, não a sua senha normal: o iCloud cria uma em appleid.apple.com (Início de Sessão e Segurança), o Fastmail em Configurações > Privacidade e segurança, e o Nextcloud em Configurações > Segurança. Ela é guardada criptografada e nunca mais é mostrada. Se o servidor recusar o nome de usuário ou a senha, nada é salvo, e o Nudge explica o motivo.

A sincronização é em um sentido só, da sua agenda de contatos para o Nudge, sozinha a cada poucas horas, ou na hora com Sincronizar agora. Pessoas novas são adicionadas, e as que você já tem (mesmo número ou e-mail) são vinculadas e completadas. Alterações posteriores de nome, número ou e-mail no servidor chegam ao Nudge; suas notas, ritmos, círculos e datas no Nudge ficam como você deixou. Os grupos viram círculos. Quem for excluído no servidor continua no Nudge, e quem você excluir no Nudge não volta.

Você pode conectar uma agenda de contatos. Desconectar para a sincronização e mantém todos os contatos. Google Contatos: exporte seus contatos do Google Contatos como arquivo e use Importar > De um arquivo.', 'feature', 'agenda de contatos, agenda, sincronizar, sincronizacao, sincronizar contatos, icloud, contatos da apple, contatos do iphone, fastmail, nextcloud, carddav, senha de app, senha de aplicativo, conectar, sincronizar agora, desconectar, servidor, automático, automatico', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Importar contatos de um arquivo (vCard ou CSV)', 'Você pode trazer uma agenda de contatos inteira a partir de um arquivo de contatos: um arquivo .vcf (vCard) do iPhone, do Android, do macOS ou do Outlook, ou um arquivo .csv do Google Contatos, do Outlook ou de uma planilha.

1. Na aba Contatos, toque em Importar e depois em De um arquivo (.vcf, .csv).
2. Escolha o arquivo. Para um CSV que não veio do Google nem do Outlook, indique qual coluna tem o nome, o telefone, o e-mail, o aniversário, as notas, a empresa, o cargo e os círculos (o Nudge tenta adivinhar pelos cabeçalhos).
3. Confira a prévia: cada pessoa aparece como Novo, Já existe ou com o que a importação vai acrescentar a alguém que você já tem. Desmarque quem você quer deixar de fora e escolha o que acontece com quem já está nos seus contatos: Adicionar o que há de novo ou Deixar como estão.
4. Toque em Importar.

Cada pessoa traz um nome, um número de telefone, um e-mail, notas, onde trabalha, um aniversário (que vira uma data anual com o respectivo lembrete) e seus grupos, que viram círculos. Quem já está lá é encontrado pelo número de telefone ou pelo e-mail, então importar o mesmo arquivo duas vezes não duplica ninguém, e nada do que você tem é sobrescrito. Tudo o que não puder ser importado aparece listado com o local onde está no arquivo. Um arquivo pode ter até 5000 pessoas.

Do Google Contatos, salve primeiro seus contatos em um arquivo: no Google Contatos, clique em Exportar e escolha vCard ou CSV do Google.', 'feature', 'importar, importar arquivo, arquivo, vcf, vcard, csv, planilha, excel, google contatos, google, outlook, android, iphone, enviar arquivo, upload, duplicados, contatos duplicados, prévia, previa, colunas, importar contatos', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Mandar mensagem por WhatsApp, Signal, Telegram ou e-mail', 'Cada contato pode ter o app em que você costuma falar com ele, para que um toque abra a conversa certa.

1. Na aba Contatos, abra o contato e toque em Editar (ou em Adicionar contato).
2. Em Mandar mensagem por, escolha Mensagem de texto (SMS), WhatsApp, Signal, Telegram ou E-mail.
3. Toque em Salvar contato.

WhatsApp e Signal precisam do número de telefone da pessoa, o Telegram do nome de usuário (@ana, t.me/ana e ana funcionam) e o E-mail do endereço de e-mail: o formulário avisa quando falta algum.

A partir daí, o botão de mensagem no cartão da pessoa, o cartão de contato que a notificação de um lembrete abre (Mensagem no WhatsApp, acima de Enviar mensagem de texto) e o link no e-mail de um lembrete abrem esse app. WhatsApp e mensagens de texto abrem com sua mensagem já digitada, e o e-mail com ela no corpo; Signal e Telegram abrem a conversa, e você digita ou cola a mensagem. Se não der para abrir o app com os dados do contato (por exemplo, WhatsApp com um número escrito sem o código do país), o botão envia uma mensagem de texto.', 'feature', 'whatsapp, zap, zapzap, signal, telegram, email, e-mail, apps de mensagem, mensagem, mandar mensagem por, conversa, chat, sms, mensagem de texto, torpedo, mensageiro, nome de usuário, usuario, código do país', 7, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Círculos: agrupar seus contatos', 'Círculos são grupos de pessoas, como Amigos próximos, Clientes ou Família. Um contato pode estar em quantos círculos você quiser, e você pode ter até 50.

- Para criar um: na aba Contatos, toque em Criar um círculo (ou em Círculos, depois que você já tiver algum), digite um nome em Novo círculo e toque em Adicionar círculo. A mesma janela renomeia e exclui círculos; excluir um círculo mantém as pessoas dele.
- Para colocar alguém em um círculo: abra o contato, toque em Editar, marque os círculos da pessoa e toque em Salvar contato.
- Para ver um só círculo: escolha-o na lista Círculo, acima dos seus contatos. A busca, os filtros de manter contato, Compartilhar e Exportar passam a valer para os membros dele.

Um círculo pode ter um ritmo: em Manter contato com os membros a cada, escolha um número e Dias, Semanas ou Meses. Os membros sem ritmo próprio passam a receber lembretes de contato nesse ritmo (se estiverem em dois círculos, vale o mais curto); o ritmo próprio de um contato sempre prevalece. Os grupos de um arquivo importado ou de uma agenda de contatos sincronizada também viram círculos.', 'feature', 'círculos, circulos, círculo, circulo, grupos, grupo, agrupar, categorias, etiquetas, marcadores, amigos próximos, amigos, clientes, família, familia, criar um círculo, organizar, equipe, time, separar contatos', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Hoje: com quem falar', 'Hoje mostra, em uma olhada, com quem falar hoje. Toque em Hoje, ao lado de Mantenha contato, no seu painel.

A página lista:
- Lembretes para hoje: os lembretes que vencem antes de o dia acabar, e os atrasados.
- Manter contato: contatos com quem está na hora de falar de novo, segundo o ritmo.
- Aniversários e datas desta semana: aniversários e outras datas de hoje ou dos próximos 7 dias.

Cada linha tem o botão de mensagem da pessoa e Ligar, além de Feito e Adiar. Feito conta como contato (um lembrete de contato avança um ritmo). Adiar coloca a pessoa de volta na lista amanhã às 09:00. Quando a lista está vazia, aparece Tudo em dia.

Hoje segue o seu fuso horário e abre offline com a última lista que o seu dispositivo viu (Feito e Adiar precisam de conexão). Abaixo da lista, você pode ativar o resumo, para receber a lista como notificação.', 'feature', 'hoje, página hoje, pagina hoje, lista de hoje, com quem falar, quem contatar, procurar alguém, para hoje, vence hoje, atrasados, esta semana, tudo em dia, feito, adiar, pendências, pendencias, a fazer, tarefas', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('O resumo: sua lista de Hoje como notificação', 'O resumo envia sua lista de Hoje em uma única notificação, como "4 pessoas para procurar hoje" com os primeiros nomes, todo dia ou uma vez por semana. Tocar nele abre Hoje.

1. Abra Hoje (ou toque no botão Conta, o ícone de pessoa no topo do painel) e encontre Resumo.
2. Marque Me envie um resumo.
3. Em Com que frequência, escolha Todo dia ou Uma vez por semana (e então o dia da semana), e o horário em Às. O padrão é segunda-feira às 08:30.
4. Marque Também por e-mail para recebê-lo também na sua caixa de entrada, com links para mandar mensagem e ligar para cada pessoa (seu endereço de e-mail precisa estar confirmado).
5. Toque em Salvar resumo.

O resumo semanal lista a semana que vem. Nenhum resumo chega em um dia sem ninguém na lista, o horário silencioso o segura até terminar e, com Ocultar detalhes na tela de bloqueio, ele mostra só quantas pessoas são.', 'feature', 'resumo, resumo diário, resumo diario, resumo semanal, sumário, resumo do dia, manhã, todo dia, diário, uma vez por semana, semanal, e-mail diário, email diario, visão geral, lista, notificação diária, digest', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Lembretes que se repetem', 'Qualquer lembrete pode se repetir: uma ligação semanal para sua mãe, um papo mensal com um cliente.

1. Em Agendar um lembrete (ou em Editar, em um lembrete pendente), escolha a data e a hora do primeiro.
2. Em Repetir, escolha Todo dia, Toda semana (naquele dia), Todo dia útil (segunda a sexta), Todo mês (naquela data, ou naquele dia da semana, como a 3ª segunda-feira) ou Todo ano.
3. Se quiser, defina A cada quantos (semanas, meses...) e Termina: Nunca, Depois de um número de vezes ou Em uma data.
4. Toque em Agendar lembrete.

Um lembrete espera por vez; quando ele é enviado, o próximo é agendado no mesmo horário do dia, no seu fuso horário. Lembretes pendentes mostra como cada um se repete. Em um mês que não tem aquele dia, vale o último dia do mês.

Quando você edita ou exclui um lembrete que se repete, o Nudge pergunta qual: Só este ou Este e todos os seguintes. Excluir só este pula essa vez, e o próximo vem normalmente. Seu feed de calendário mostra a série inteira.', 'feature', 'repetir, repetição, repeticao, recorrente, recorrência, recorrencia, todo dia, toda semana, semanal, mensal, todo mês, todo mes, anual, todo ano, dias úteis, dias uteis, série, serie, lembrete fixo, lembrete regular, periódico', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Seus dispositivos: testar, remover e privacidade', 'Todo celular e navegador onde você ativou as notificações recebe seus lembretes. Para vê-los, toque no botão Conta (o ícone de pessoa no topo do painel) e encontre Dispositivos. Cada um mostra quando recebeu um lembrete pela última vez e por que o último falhou, se falhou. Este dispositivo aparece marcado.

- Enviar teste manda uma notificação de teste para aquele dispositivo, para conferir se funciona.
- Remover para os lembretes naquele dispositivo (um celular antigo, um computador compartilhado). Para voltar a recebê-los lá, ative as notificações no Nudge naquele dispositivo.
- Ocultar detalhes na tela de bloqueio: as notificações passam a dizer só "Hora de falar com Ana"; a mensagem e as notas aparecem quando você abre o Nudge.

Sair de todos os dispositivos, mais abaixo em Conta e privacidade, desconecta você de todos os dispositivos, remove todos eles e desativa seu link de calendário: use se você perdeu um celular ou acha que outra pessoa entrou na sua conta.', 'feature', 'dispositivos, dispositivo, celular, telefone, computador, enviar teste, notificação de teste, testar notificação, remover dispositivo, celular antigo, perdi o celular, celular roubado, tela de bloqueio, ocultar detalhes, privacidade, sair de todos os dispositivos, sair, logout, deslogar', 6, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Receber lembretes por e-mail', 'Os lembretes podem chegar por e-mail além da notificação, depois que seu endereço de e-mail estiver confirmado (abra o link do e-mail que enviamos quando você se cadastrou; o painel oferece enviá-lo de novo).

Toque no botão Conta (o ícone de pessoa no topo do painel) e encontre Lembretes por e-mail:
- Me avise por e-mail quando nenhum dispositivo receber um lembrete (ativado de início): se nenhum dos seus dispositivos aceitar um lembrete em 10 minutos, ele chega por e-mail.
- Também enviar cada lembrete por e-mail: todo lembrete chega também por e-mail.

O e-mail de um lembrete traz sua mensagem, um link para mandar mensagem ou ligar para a pessoa e um link para marcá-lo como feito. Cada e-mail tem um link para desativar os e-mails de lembrete.', 'feature', 'email, e-mail, emails, e-mails, por email, por e-mail, caixa de entrada, inbox, correio, e-mails de lembrete, notificações por e-mail, notificacao por email, confirmar e-mail, confirmar email, cancelar inscrição, descadastrar, parar e-mails, nenhum dispositivo, lembrete por email', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Perguntar ao Suporte de IA', 'A aba Suporte de IA do seu painel responde perguntas com base nos nossos artigos de ajuda, a qualquer hora. O que ela não conseguir responder vai para uma pessoa da nossa equipe.

- Suporte é para dúvidas sobre como usar o Nudge, Conselho para ideias do que dizer a alguém, e Recursos para ideias que deixem o Nudge melhor (a equipe lê todas).
- Digite em Sua mensagem e toque em Enviar, ou pressione Enter. Shift+Enter começa uma nova linha.
- Limpar conversa esvazia o chat. Histórico recente de suporte mostra suas últimas cinco perguntas.

Perguntas sobre cobrança, reembolsos, exclusão da conta ou algo que não está funcionando vão para uma pessoa, assim como perguntas que nenhum artigo cobre. Quando uma pessoa responder, você recebe uma notificação e um e-mail, e a resposta aparece na aba Suporte de IA. Você pode fazer 30 perguntas por hora, de até 2000 caracteres cada.', 'faq', 'suporte de ia, suporte, ajuda, assistente, ia, chat, atendimento, enter, enviar, shift enter, nova linha, humano, pessoa, falar com uma pessoa, falar com atendente, contato com suporte, fale conosco, equipe, resposta, sugestão de recurso', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Números de telefone de outros países', 'O Nudge guarda todo número de telefone no formato internacional (+44 20 7946 0958), para que Mensagem, Ligar e WhatsApp funcionem onde quer que a pessoa more.

Um número digitado sem + e código do país é lido como um número da região do seu telefone. Essa região segue o país do seu fuso horário até você escolher uma: toque no botão Conta (o ícone de pessoa no topo do painel), encontre Região do telefone em Fuso horário e horário silencioso, escolha um país e toque em Salvar configurações de horário.

Para alguém no exterior, digite o número com o + e o código do país. Se o Nudge não conseguir ler um número, ele o guarda como você digitou e avisa abaixo do campo.', 'faq', 'número de telefone, numero de telefone, números de telefone, telefone, celular, código do país, codigo do pais, ddi, +55, internacional, exterior, fora do país, outro país, outros países, região do telefone, regiao, discar, número errado, formato', 4, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Notas em um contato', 'As notas ajudam você a lembrar o que importa para alguém: como vocês se conheceram, o nome dos filhos, o que a pessoa contou da última vez.

1. Na aba Contatos, toque na pessoa para abrir o cartão dela.
2. Em Notas, toque em Adicionar nota.
3. Escreva a nota e, se quiser, escolha uma categoria: Pessoal, Trabalho, Família, Amigos, Saúde, Viagem, Hobbies ou Outros.
4. Toque em Adicionar nota.

Cada nota mostra quando foi escrita; os ícones de lápis e de lixeira editam ou excluem a nota. Adicionar uma nota conta como contato, então o próximo contato previsto da pessoa avança. A nota mais recente também aparece na notificação de um lembrete sobre a pessoa, para ajudar a puxar conversa.', 'feature', 'notas, nota, adicionar nota, anotação, anotacao, anotações, histórico do relacionamento, lembrar, anotar, detalhes, informações da pessoa, sobre alguém, o que conversamos, observações, observacoes', 5, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Histórico do Nudge: marcar como feito e reutilizar lembretes', 'O Histórico do Nudge, uma aba do seu painel, lista os lembretes que foram enviados, dos mais recentes para os mais antigos, e como cada um chegou até você.

- Marcar como feito: você falou com a pessoa. Conta como contato, então o próximo contato previsto dela avança.
- Reutilizar: agenda um novo lembrete com a mesma pessoa e a mesma mensagem; escolha a nova data e hora.
- Salvar guarda um lembrete que você quer reutilizar com frequência; Remover dos salvos desfaz isso.
- Excluir remove o lembrete do seu histórico.

Um lembrete que você adiou aparece como Adiado enquanto a cópia dele espera em Lembretes pendentes; um que você concluiu aparece como Feito.', 'feature', 'histórico, historico, histórico do nudge, lembretes anteriores, lembretes passados, lembretes enviados, reutilizar, reaproveitar, marcar como feito, feito, salvar, salvos, lembrete antigo, anterior, adiado, excluir do histórico', 4, 'pt-BR');
--> statement-breakpoint
INSERT INTO `knowledge_base` (`title`, `content`, `category`, `tags`, `priority`, `language`) VALUES ('Sugerir uma mensagem: rascunhos e modelos', 'Quando você não sabe o que dizer, o Nudge pode sugerir. Toque em Sugerir uma mensagem no formulário de agendamento (depois de digitar para quem é), em Editar lembrete ou Reutilizar lembrete, ou no cartão de contato que uma notificação abre. Você recebe três rascunhos curtos, Carinhoso, Breve e Divertido, e cada um diz em que se baseou: suas notas mais recentes sobre a pessoa, os contatos que você registrou com ela, o próximo aniversário ou data dela e o próprio lembrete. Toque em um para usá-lo; você ainda pode mudar cada palavra, e nada é enviado até você mesmo tocar em Enviar mensagem de texto ou Fazer ligação.

Os rascunhos só são escritos por IA se você ativar Escrever rascunhos com IA em Rascunhos de mensagem, na sua Conta. A janela Conta lista o que é enviado e para quem: só as notas, os contatos registrados, as datas e o lembrete daquela pessoa, nunca seus outros contatos, e o provedor é instruído a não guardar nada. Com a IA desativada, se a IA estiver lenta ou ocupada, ou depois de 40 rascunhos de IA em um dia, o Nudge preenche modelos com base nas suas notas e avisa.

Seus próprios modelos: toque em Modelos, em Ações rápidas, para escrever mensagens que você manda com frequência, com marcadores que o Nudge preenche para cada pessoa: {first_name}, {days_since} (dias desde o último contato de vocês), {age} (a idade que a pessoa faz no próximo aniversário, quando você sabe o ano) e {date} (o dia do próximo aniversário ou data dela). Seus modelos aparecem ao lado dos rascunhos e como botões em Ações rápidas.', 'feature', 'sugerir, sugestão, sugestao, sugerir uma mensagem, rascunho, rascunhos, escrever, o que dizer, o que falar, ideias de mensagem, ia, inteligência artificial, inteligencia artificial, ai, modelo, modelos, template, marcador, first_name, texto pronto, ideias de texto, privacidade', 7, 'pt-BR');
