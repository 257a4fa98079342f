// Demo prompts in other languages than English (issue 31): two each in German, Japanese, Arabic and
// Hindi, written in the language, so that the language filter and the readers of those languages
// have something to find.
import type { DemoPrompt } from './types.ts';

export const WORLD: DemoPrompt[] = [
  {
    title: 'Professionelle Antwort auf eine Kundenanfrage',
    preview: 'Eine höfliche, klare Antwort an einen Kunden: freundlich im Ton, konkret in der Sache.',
    content:
      'Du bist ein erfahrener Mitarbeiter im Kundenservice. Schreibe eine Antwort auf die folgende Kundenanfrage.\n\nAnfrage:\n[Anfrage des Kunden]\n\nAnforderungen:\n- Sieze den Kunden und sprich ihn mit [Name des Kunden] an\n- Bedanke dich im ersten Satz für die Nachricht\n- Beantworte jede Frage einzeln und konkret\n- Nenne einen klaren nächsten Schritt mit Termin: [nächster Schritt]\n- Höchstens 150 Wörter, keine Floskeln wie „Wir bedauern die Unannehmlichkeiten“\n\nUnterschreibe mit [dein Name], [Firma].',
    categories: ['Writing', 'Business'],
    tags: ['email', 'customer-support'],
    flags: 'n',
    rating: 4.6,
    uses: 185,
    language: 'de',
  },
  {
    title: 'Lernplan für die Prüfungsvorbereitung',
    preview: 'Ein realistischer Plan bis zur Prüfung, mit Wiederholungen und Pufferzeiten.',
    content:
      'Erstelle mir einen Lernplan für die Prüfung in [Fach] am [Prüfungsdatum]. Ich kann an Wochentagen [Stunden pro Tag] Stunden und am Wochenende [Stunden am Wochenende] Stunden lernen.\n\nDer Stoff umfasst:\n[Themen]\n\nBitte beachte:\n1. Schwierige Themen zuerst, zu Tageszeiten mit hoher Konzentration\n2. Wiederholungen nach einem, drei und sieben Tagen einplanen\n3. Jede Woche einen Puffertag freihalten\n4. Die letzten drei Tage nur für Probeklausuren und Wiederholung\n\nGib den Plan als Tabelle aus: Datum, Thema, Aufgabe, Dauer.',
    categories: ['Education', 'Productivity'],
    tags: ['planning', 'teaching'],
    rating: 4.7,
    uses: 240,
    language: 'de',
  },
  {
    title: 'ビジネスメールを丁寧に書き直す',
    preview: 'くだけた下書きを、取引先に送れる丁寧なビジネスメールに整えます。',
    content:
      'あなたは日本のビジネスマナーに詳しい編集者です。次の下書きを、取引先に送る丁寧なビジネスメールに書き直してください。\n\n宛先: [相手の会社名] [相手の名前] 様\n\n下書き:\n[下書き]\n\n条件:\n- 件名を3案提案する\n- 「いつもお世話になっております」などの適切な挨拶から始める\n- 二重敬語などの誤った敬語を避ける\n- 用件は箇条書きで簡潔にまとめる\n- 最後に返信の期限を自然に伝える(期限: [期限])\n\n書き直したメールのあとに、主な修正点を3つ説明してください。',
    categories: ['Writing', 'Business'],
    tags: ['email', 'copywriting'],
    flags: 'n',
    rating: 4.8,
    uses: 310,
    language: 'ja',
  },
  {
    title: 'コードレビューで具体的な改善点を指摘する',
    preview: '変更差分を読み、重要度つきで具体的な改善点と修正案を示します。',
    content:
      'あなたは経験豊富なエンジニアです。使用言語: [プログラミング言語]。次のコードの変更をレビューしてください。\n\n変更の目的: [変更の目的]\n\nコード:\n[コード]\n\n次の観点で確認し、指摘ごとに重要度(高・中・低)を付けてください。\n1. バグや境界条件の見落とし\n2. セキュリティ上の問題\n3. 読みやすさと命名\n4. 足りないテスト\n\n指摘には必ず修正案のコード例を添え、良い点も一つ挙げてください。',
    categories: ['Coding'],
    tags: ['code-review', 'debugging'],
    rating: 4.5,
    uses: 150,
    language: 'ja',
  },
  {
    title: 'منشورات لوسائل التواصل الاجتماعي',
    preview: 'ثلاثة منشورات جذابة لمنتجك أو خدمتك، مع دعوة واضحة إلى اتخاذ إجراء ووسوم مناسبة.',
    content:
      'أنت خبير في التسويق عبر وسائل التواصل الاجتماعي. اكتب ثلاثة منشورات مختلفة لمنصة [المنصة] للترويج للمنتج أو الخدمة التالية: [المنتج أو الخدمة]، موجهة إلى [الجمهور المستهدف].\n\nالمتطلبات:\n- ابدأ كل منشور بجملة تشد الانتباه\n- اذكر فائدة واحدة واضحة للقارئ بدلًا من سرد المواصفات\n- اختم بدعوة إلى اتخاذ إجراء: [الإجراء المطلوب]\n- أضف من ثلاثة إلى خمسة وسوم مناسبة\n- النبرة: [النبرة]\n\nاكتب بالعربية الفصحى المبسطة، ولا تتجاوز ثمانين كلمة في المنشور الواحد.',
    categories: ['Marketing'],
    tags: ['social-media', 'copywriting'],
    flags: 'n',
    rating: 4.4,
    uses: 205,
    language: 'ar',
  },
  {
    title: 'تلخيص مقال في نقاط رئيسية',
    preview: 'ملخص منظم لأي مقال أو تقرير: الفكرة الرئيسية والنقاط المهمة وما يمكن تطبيقه.',
    content:
      'لخّص النص التالي لقارئ مشغول لا يملك سوى دقيقتين.\n\nالنص:\n[النص]\n\nقدّم الملخص على النحو الآتي:\n1. الفكرة الرئيسية في جملة واحدة\n2. أهم خمس نقاط، كل نقطة في سطر واحد\n3. الأرقام والحقائق المذكورة التي تستحق التذكر\n4. خطوة عملية واحدة يستطيع القارئ تطبيقها\n\nحافظ على المعنى الأصلي ولا تضف معلومات من خارج النص.',
    categories: ['Productivity', 'Education'],
    tags: ['summarization', 'research'],
    rating: 4.6,
    uses: 275,
    language: 'ar',
  },
  {
    title: 'नौकरी के इंटरव्यू की तैयारी',
    preview: 'किसी भी पद के लिए संभावित सवाल, अच्छे जवाबों के उदाहरण और सुधार के सुझाव।',
    content:
      'आप एक अनुभवी एचआर विशेषज्ञ हैं। मैं [कंपनी का नाम] में [पद का नाम] के पद के लिए इंटरव्यू देने जा रहा हूँ। मेरा अनुभव: [अनुभव]।\n\nकृपया:\n1. इस पद के लिए दस संभावित सवाल बताइए, जिनमें व्यवहार से जुड़े सवाल भी हों\n2. हर सवाल के लिए STAR तरीके से एक अच्छे जवाब का उदाहरण दीजिए\n3. तीन ऐसे सवाल सुझाइए जो मैं इंटरव्यू के अंत में पूछ सकूँ\n\nइसके बाद मुझसे एक-एक करके सवाल पूछिए और मेरे हर जवाब पर सुधार के सुझाव दीजिए।',
    categories: ['Career'],
    tags: ['interview', 'beginner-friendly'],
    flags: 'n',
    rating: 4.7,
    uses: 330,
    language: 'hi',
  },
  {
    title: 'कठिन विषय को बच्चों की भाषा में समझाइए',
    preview: 'किसी भी कठिन विषय को उदाहरणों और छोटे सवालों के साथ दस साल के बच्चे के स्तर पर समझाइए।',
    content:
      'आप एक धैर्यवान शिक्षक हैं। [विषय] को दस साल के बच्चे को सरल हिंदी में समझाइए।\n\nनियम:\n- छोटे वाक्यों और रोज़मर्रा के शब्दों का प्रयोग करें\n- घर या स्कूल की ज़िंदगी से जुड़ा एक उदाहरण दें\n- कोई कठिन शब्द आए तो उसका मतलब कोष्ठक में लिखें\n- अंत में समझ जाँचने के लिए तीन छोटे सवाल पूछें और उनके उत्तर अलग से दें\n\nपूरा जवाब 200 शब्दों से ज़्यादा न हो।',
    categories: ['Education', 'Personal Growth'],
    tags: ['teaching', 'beginner-friendly'],
    rating: 4.5,
    uses: 160,
    language: 'hi',
  },
];
