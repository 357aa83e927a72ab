import { type BibleBook, findBookByName } from './books';

// Book info and the book list (docs/product/scripture.md#book-info).
// Background notes written for Manna: traditional attributions are given first, with a
// brief, fair note where mainstream scholarship differs. Chapter counts are never
// repeated here; they come from the shared book list in ./books.

export interface BookOutlineSection {
  readonly title: string;
  /** A whole-chapter range such as '1-4', or a single chapter such as '5'. */
  readonly chapters: string;
}

export interface BookBackground {
  /** Lower-case, hyphenated book name, e.g. 'matthew', '1-corinthians', 'psalms'. */
  readonly id: string;
  /** USFM code, e.g. 'MAT'. */
  readonly code: string;
  readonly name: string;
  readonly author: string;
  readonly date: string;
  readonly audience: string;
  readonly historicalContext: string;
  readonly majorThemes: readonly string[];
  readonly outline: readonly BookOutlineSection[];
}

type BookBackgroundContent = Omit<BookBackground, 'id' | 'code'>;

/** 'Matthew' -> 'matthew', '1 Corinthians' -> '1-corinthians'. */
function toBookId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

// The 27 New Testament books in canonical order, then Psalms and Genesis.
const BOOK_BACKGROUND_CONTENT: readonly BookBackgroundContent[] = [
  {
    name: 'Matthew',
    author:
      'Traditionally the apostle Matthew (Levi), the former tax collector; the Gospel does not name its author, and many scholars attribute it to an unnamed Jewish-Christian teacher',
    date: 'c. AD 80-90, as many scholars hold; some date it before AD 70',
    audience: 'A largely Jewish-Christian community, perhaps in Syria (Antioch is often suggested)',
    historicalContext:
      "Matthew was written for believers working out their identity alongside, and often in tension with, the synagogue, most likely in the years after the Romans destroyed Jerusalem's temple in AD 70. Most scholars think the author drew on Mark's Gospel and on a collection of Jesus' sayings also used by Luke. Again and again the Gospel shows how Jesus fulfils Israel's Scriptures, tracing his family line back to Abraham and David. Jesus' teaching is gathered into five great discourses, which many readers have compared to the five books of Moses.",
    majorThemes: [
      'Jesus as Messiah and Son of David',
      "Fulfilment of Israel's Scriptures",
      'The kingdom of heaven',
      'A righteousness of the heart',
      'Discipleship and the life of the church',
      'The mission to all nations',
    ],
    outline: [
      { title: 'Birth, preparation and the start of the ministry', chapters: '1-4' },
      { title: 'The Sermon on the Mount', chapters: '5-7' },
      { title: 'Mighty works and the sending of the Twelve', chapters: '8-10' },
      { title: 'Growing opposition and parables of the kingdom', chapters: '11-13' },
      { title: "Jesus forms his disciples; Peter's confession", chapters: '14-18' },
      { title: 'On the way to Jerusalem and final teaching', chapters: '19-25' },
      { title: 'Death, resurrection and the Great Commission', chapters: '26-28' },
    ],
  },
  {
    name: 'Mark',
    author:
      'Traditionally John Mark, a companion of Peter and of Paul; the Gospel itself does not name its author',
    date: 'c. AD 65-70',
    audience: 'Mainly Gentile Christians, traditionally in Rome',
    historicalContext:
      "Mark is widely regarded as the earliest of the four Gospels and a source used by Matthew and Luke. An early tradition links it with Peter's preaching in Rome, and it may have been written around the time of Nero's persecution and the Jewish war with Rome (AD 66-70). Mark explains Jewish customs and translates Aramaic words, which suggests readers who were mostly not Jewish. Its brisk narrative gives about a third of its length to Jesus' final week. The oldest surviving manuscripts end at 16:8, and most scholars regard verses 9-20 as a later addition.",
    majorThemes: [
      'Jesus the Son of God',
      'The suffering Son of Man',
      'The kingdom of God has come near',
      'Discipleship as the way of the cross',
      'Faith amid fear and misunderstanding',
    ],
    outline: [
      { title: 'The beginning of the good news in Galilee', chapters: '1-3' },
      { title: 'Parables, miracles and the question of who Jesus is', chapters: '4-8' },
      { title: 'The road to Jerusalem', chapters: '9-10' },
      { title: 'Jesus in Jerusalem', chapters: '11-13' },
      { title: 'Passion and resurrection', chapters: '14-16' },
    ],
  },
  {
    name: 'Luke',
    author:
      'Traditionally Luke, the physician and travelling companion of Paul, who also wrote Acts; the Gospel does not name its author',
    date: 'c. AD 80-90; some scholars date it to the early 60s',
    audience: 'Theophilus and a wider, largely Gentile readership',
    historicalContext:
      'Luke is the first part of a two-volume work that continues in Acts, and both volumes are addressed to a man named Theophilus. In his preface the author says he carefully investigated the accounts handed down from eyewitnesses in order to write an orderly narrative. He sets the story within the wider Roman world, naming emperors and governors, and writes in polished Greek. Luke gives special attention to the poor, women, Samaritans and others on the margins, and many well-loved parables, such as the Good Samaritan and the Prodigal Son, appear only in his Gospel.',
    majorThemes: [
      'Salvation offered to all people',
      "God's care for the poor and the outsider",
      'The work of the Holy Spirit',
      'Prayer',
      'Joy and praise',
      'Forgiveness and repentance',
    ],
    outline: [
      { title: 'The births of John and Jesus', chapters: '1-2' },
      { title: 'Baptism, temptation and the first preaching', chapters: '3-4' },
      { title: 'Ministry in Galilee', chapters: '5-9' },
      { title: 'The journey to Jerusalem', chapters: '10-19' },
      { title: 'Teaching in the temple', chapters: '20-21' },
      { title: 'Death, resurrection and ascension', chapters: '22-24' },
    ],
  },
  {
    name: 'John',
    author:
      "Traditionally the apostle John, identified with 'the disciple whom Jesus loved'; many scholars see the Gospel as shaped by a community rooted in that disciple's witness",
    date: 'c. AD 90-100',
    audience:
      'Believers and seekers, traditionally in Ephesus, so that they might believe and have life',
    historicalContext:
      "John's Gospel differs markedly from the other three, with long conversations and discourses, a selection of miraculous 'signs', and Jesus' 'I am' sayings. Early church tradition places its writing in Ephesus towards the end of the first century. It reflects a time when followers of Jesus were being separated from the synagogue. The author states his purpose plainly: that readers may believe that Jesus is the Messiah, the Son of God, and have life in his name (20:31).",
    majorThemes: [
      'Jesus, the Word made flesh',
      'Signs that lead to faith',
      'Eternal life',
      'Light, truth and belief',
      'The promised Holy Spirit',
      'Love and abiding in Christ',
    ],
    outline: [
      { title: 'Prologue and the first disciples', chapters: '1' },
      { title: 'The signs and public ministry of Jesus', chapters: '2-12' },
      { title: 'The farewell meal, teaching and prayer', chapters: '13-17' },
      { title: 'Arrest, crucifixion and resurrection', chapters: '18-20' },
      { title: 'Epilogue: the risen Lord by the sea', chapters: '21' },
    ],
  },
  {
    name: 'Acts',
    author: 'Traditionally Luke, the author of the third Gospel and a companion of Paul',
    date: 'c. AD 80-90; some date it c. AD 62, where its story ends',
    audience: 'Theophilus and a wider, largely Gentile readership',
    historicalContext:
      "Acts continues Luke's Gospel, telling how the message about Jesus spread from Jerusalem to Judea and Samaria and on towards the ends of the earth (1:8). The first half centres on Peter and the church in Jerusalem, and the second on Paul's journeys around the eastern Mediterranean. Several 'we' passages suggest that the author travelled with Paul at times. The book ends, rather openly, with Paul under house arrest in Rome, still proclaiming the kingdom of God without hindrance.",
    majorThemes: [
      'The Holy Spirit empowering the church',
      'Witness from Jerusalem to the ends of the earth',
      'The welcome of the Gentiles',
      'Prayer and shared life in community',
      "God's purpose advancing through opposition",
    ],
    outline: [
      { title: 'The church is born in Jerusalem', chapters: '1-7' },
      { title: 'The gospel reaches Samaria and the Gentiles', chapters: '8-12' },
      { title: "Paul's first missionary journey", chapters: '13-14' },
      { title: 'The council in Jerusalem', chapters: '15' },
      { title: "Paul's second journey: Macedonia and Greece", chapters: '16-18' },
      { title: "Paul's third journey and return to Jerusalem", chapters: '19-21' },
      { title: "Paul's arrest, trials and voyage to Rome", chapters: '22-28' },
    ],
  },
  {
    name: 'Romans',
    author: 'The apostle Paul, with Tertius as his scribe',
    date: 'c. AD 56-57',
    audience: 'Jewish and Gentile believers in Rome, a church Paul had not founded or yet visited',
    historicalContext:
      "Paul wrote Romans from Corinth near the end of his third missionary journey, before carrying a collection from the Gentile churches to the poor in Jerusalem. He hoped to visit Rome on his way to a new mission in Spain and wanted the believers there to understand the gospel he preached. The Roman church included both Jewish and Gentile believers, and Emperor Claudius' expulsion of Jews from Rome around AD 49 may have strained relations between the groups. Romans is the fullest and most carefully reasoned account of Paul's gospel.",
    majorThemes: [
      'The righteousness of God revealed in the gospel',
      'The universal reach of sin',
      'Justification by faith',
      'New life in Christ and in the Spirit',
      "God's faithfulness to Israel",
      'Love and unity in the church',
    ],
    outline: [
      { title: "God's righteousness and humanity's need", chapters: '1-3' },
      { title: 'Justified by faith: Abraham and Adam', chapters: '4-5' },
      { title: 'New life in Christ and in the Spirit', chapters: '6-8' },
      { title: "God's faithfulness to Israel", chapters: '9-11' },
      { title: 'A transformed life together', chapters: '12-15' },
      { title: 'Greetings and final words', chapters: '16' },
    ],
  },
  {
    name: '1 Corinthians',
    author: 'The apostle Paul, with Sosthenes',
    date: 'c. AD 53-55',
    audience: 'The church Paul had founded in Corinth',
    historicalContext:
      'Corinth was a prosperous and cosmopolitan Roman colony, the capital of the province of Achaia and a busy centre of trade. Paul founded the church there on his second journey, staying about eighteen months (Acts 18). He wrote this letter from Ephesus after hearing reports of divisions and receiving a letter of questions from the church. He addresses rival factions, sexual immorality, lawsuits, marriage, food offered to idols, order in worship and doubts about the resurrection.',
    majorThemes: [
      'Unity in Christ',
      'The wisdom of the cross',
      'Holiness in body and community',
      'Spiritual gifts for building others up',
      'Love as the greatest gift',
      'The resurrection of the dead',
    ],
    outline: [
      { title: 'Divisions and the wisdom of the cross', chapters: '1-4' },
      { title: 'Immorality and lawsuits among believers', chapters: '5-6' },
      { title: 'Marriage and singleness', chapters: '7' },
      { title: 'Food offered to idols and Christian freedom', chapters: '8-10' },
      { title: "Worship, the Lord's Supper and spiritual gifts", chapters: '11-14' },
      { title: 'The resurrection', chapters: '15' },
      { title: 'The collection and closing greetings', chapters: '16' },
    ],
  },
  {
    name: '2 Corinthians',
    author: 'The apostle Paul, with Timothy',
    date: 'c. AD 55-56',
    audience: 'The church in Corinth and believers throughout Achaia',
    historicalContext:
      "After 1 Corinthians, Paul's relationship with the church grew strained: he made a painful visit and then wrote a sorrowful letter 'with many tears' (2:4). Writing from Macedonia after Titus brought news that many had responded well, Paul expresses relief while still defending his ministry against rival teachers he calls 'super-apostles'. It is his most personal letter, revealing his hardships and his deep affection for the church. Many scholars think the letter as we have it may combine parts of more than one letter, especially chapters 10-13.",
    majorThemes: [
      'Comfort in affliction',
      'The ministry of the new covenant',
      "God's power made perfect in weakness",
      'The ministry of reconciliation',
      'Cheerful generosity',
    ],
    outline: [
      { title: "Paul's ministry, sufferings and reconciliation", chapters: '1-7' },
      { title: 'The collection for Jerusalem', chapters: '8-9' },
      { title: "Paul's defence of his apostleship", chapters: '10-13' },
    ],
  },
  {
    name: 'Galatians',
    author: 'The apostle Paul',
    date: 'c. AD 48-55, depending on which Galatian churches it addressed',
    audience: 'Mainly Gentile churches in the region or Roman province of Galatia',
    historicalContext:
      'After Paul had founded churches in Galatia, other teachers arrived urging the Gentile believers to be circumcised and keep the law of Moses. Paul responds with unusual urgency, leaving out his customary thanksgiving. Scholars debate whether the churches were in the old ethnic territory of Galatia in central Asia Minor or in the southern part of the Roman province, which affects how early the letter is dated. Galatians became central to later Christian discussion of grace, law and faith.',
    majorThemes: [
      'The one gospel of grace',
      'Justification by faith in Christ',
      "Abraham's children through faith",
      'Freedom in Christ',
      'Life and fruit of the Spirit',
    ],
    outline: [
      { title: "Paul's gospel and his calling", chapters: '1-2' },
      { title: 'Faith, law and the promise to Abraham', chapters: '3-4' },
      { title: 'Freedom and life in the Spirit', chapters: '5-6' },
    ],
  },
  {
    name: 'Ephesians',
    author:
      'Traditionally the apostle Paul, writing from prison; many scholars consider it the work of a later follower writing in his name',
    date: 'c. AD 60-62 if by Paul; c. AD 80-90 for those who see it as later',
    audience: 'Believers in Ephesus and probably other churches in the Roman province of Asia',
    historicalContext:
      'Ephesus was a leading city of Asia Minor and home to the famous temple of Artemis; Paul spent about three years there (Acts 19-20). Unusually, the letter contains few personal details, and the words "in Ephesus" are missing from some early manuscripts, so it may have been meant to circulate among several churches. It has close parallels with Colossians. Its focus is on God\'s plan to unite all things in Christ and on the church as one body of Jews and Gentiles.',
    majorThemes: [
      'Every spiritual blessing in Christ',
      'Salvation by grace through faith',
      'Jews and Gentiles made one',
      'The church as the body of Christ',
      'Living a life worthy of the calling',
      'Standing firm in the armour of God',
    ],
    outline: [
      { title: "God's plan in Christ and the unity of his people", chapters: '1-3' },
      { title: 'A life worthy of the calling', chapters: '4-5' },
      { title: 'Households and the armour of God', chapters: '6' },
    ],
  },
  {
    name: 'Philippians',
    author: 'The apostle Paul, with Timothy',
    date: 'c. AD 60-62 if written from Rome; some suggest Ephesus, c. AD 54-55',
    audience: 'The church in Philippi, a Roman colony in Macedonia',
    historicalContext:
      "Philippi was the first place in Europe where Paul founded a church, around AD 49-50, when Lydia and a jailer's household came to faith (Acts 16). The believers there had supported Paul's work generously and sent Epaphroditus with a gift while Paul was imprisoned. Paul writes in chains, uncertain whether he will live or die, yet the letter is full of joy and warm affection. Scholars debate whether the imprisonment was in Rome, Ephesus or Caesarea.",
    majorThemes: [
      'Joy in every circumstance',
      'Partnership in the gospel',
      'Humility after the example of Christ',
      'Knowing Christ above all',
      'Contentment and peace',
    ],
    outline: [
      { title: "Paul's circumstances and the advance of the gospel", chapters: '1' },
      { title: 'Humility after the pattern of Christ', chapters: '2' },
      { title: 'Knowing Christ and pressing on', chapters: '3' },
      { title: 'Peace, contentment and thanks for a gift', chapters: '4' },
    ],
  },
  {
    name: 'Colossians',
    author:
      'Traditionally the apostle Paul, with Timothy; some scholars think a close follower wrote it',
    date: 'c. AD 60-62 if by Paul; somewhat later if by a follower',
    audience: 'The church in Colossae, a town in the Lycus valley of Asia Minor',
    historicalContext:
      'The church in Colossae was founded not by Paul himself but by his co-worker Epaphras. It was being unsettled by a teaching that stressed special religious observances, strict self-denial and visionary experiences, including the worship of angels. In response, the letter presents Christ as supreme over all creation and sufficient for salvation. It is closely linked with Philemon, as several of the same people, including Onesimus, appear in both.',
    majorThemes: [
      'The supremacy of Christ',
      'Fullness of life in Christ',
      'Freedom from human rules and traditions',
      'Putting on the new self',
      'Christ-centred households',
    ],
    outline: [
      { title: 'Thanksgiving and the supremacy of Christ', chapters: '1' },
      { title: 'Warnings against false teaching', chapters: '2' },
      { title: 'New life in Christ and final greetings', chapters: '3-4' },
    ],
  },
  {
    name: '1 Thessalonians',
    author: 'The apostle Paul, with Silvanus (Silas) and Timothy',
    date: 'c. AD 50-51',
    audience: 'The young church in Thessalonica, capital of Macedonia',
    historicalContext:
      "Paul, Silas and Timothy founded the church in Thessalonica but were forced to leave suddenly because of opposition (Acts 17). Anxious about the new believers, Paul sent Timothy back, and this letter, written from Corinth, responds to his encouraging report. The church was facing hostility and had questions about believers who had died before the Lord's return. It is probably the earliest of Paul's surviving letters and perhaps the oldest writing in the New Testament.",
    majorThemes: [
      'Faith, hope and love',
      'Holy living',
      'The coming of the Lord',
      'Hope for those who grieve',
      'Endurance under pressure',
    ],
    outline: [
      { title: "Thanksgiving for the believers' faith", chapters: '1' },
      { title: "Paul's ministry among them and Timothy's report", chapters: '2-3' },
      { title: 'Holy living and the coming of the Lord', chapters: '4-5' },
    ],
  },
  {
    name: '2 Thessalonians',
    author:
      'Traditionally the apostle Paul, with Silvanus and Timothy; some scholars think a later follower wrote it',
    date: 'c. AD 51-52 if by Paul; some scholars date it later in the first century',
    audience: 'The church in Thessalonica',
    historicalContext:
      'The Thessalonian believers were still suffering persecution, and some had become unsettled by claims that the day of the Lord had already come. Others had stopped working, perhaps expecting the end to arrive at any moment. The letter encourages the church, explains that certain events must come first, and calls for steady, diligent living. Differences in tone and emphasis from 1 Thessalonians lead some scholars to question Pauline authorship, while many others accept it.',
    majorThemes: [
      "God's justice and the vindication of his people",
      'The day of the Lord',
      'Standing firm in the teaching received',
      'Diligent, orderly work',
      "God's faithfulness",
    ],
    outline: [
      { title: 'Encouragement in persecution', chapters: '1' },
      { title: 'The day of the Lord', chapters: '2' },
      { title: 'Prayer and a warning against idleness', chapters: '3' },
    ],
  },
  {
    name: '1 Timothy',
    author:
      'Traditionally the apostle Paul; many scholars consider the Pastoral Letters the work of a later follower',
    date: 'c. AD 62-64 if by Paul; many scholars date it c. AD 80-100',
    audience: "Timothy, Paul's co-worker, leading the church in Ephesus",
    historicalContext:
      "Timothy had been left in Ephesus to deal with teachers spreading speculative and misleading ideas (1:3). The letter gives practical guidance on prayer and worship, the qualities needed in overseers and deacons, the care of widows and the dangers of wealth. Its setting is hard to fit into the story told in Acts, so those who hold to Paul's authorship often suggest he was released from his first Roman imprisonment. Differences in vocabulary, style and church organisation lead many scholars to date the Pastoral Letters later.",
    majorThemes: [
      'Sound teaching',
      'Character of church leaders',
      'Prayer and order in worship',
      'Godliness with contentment',
      'Care for widows and those in need',
    ],
    outline: [
      { title: "Warning against false teaching and Paul's testimony", chapters: '1' },
      { title: 'Worship and church leadership', chapters: '2-3' },
      { title: "Guidance for Timothy's ministry and the church family", chapters: '4-6' },
    ],
  },
  {
    name: '2 Timothy',
    author:
      'Traditionally the apostle Paul, in his final imprisonment; many scholars consider the Pastoral Letters the work of a later follower',
    date: 'c. AD 64-67 if by Paul; many scholars date it c. AD 80-100',
    audience: 'Timothy, probably still in Ephesus',
    historicalContext:
      '2 Timothy presents Paul as a prisoner in Rome who expects soon to be put to death and has been deserted by many companions. It reads as a farewell charge to a trusted younger co-worker, urging him to come quickly, before winter. Paul calls Timothy to hold fast to the gospel, endure hardship, and pass the faith on to others who will teach it faithfully. The same questions of authorship raised for 1 Timothy and Titus apply here.',
    majorThemes: [
      'Suffering for the gospel',
      'Guarding the good deposit',
      'Faithfulness to the end',
      'The usefulness of Scripture',
      'Passing the faith to the next generation',
    ],
    outline: [
      { title: 'Not ashamed of the gospel; strong in grace', chapters: '1-2' },
      { title: 'Difficult times and the gift of Scripture', chapters: '3' },
      { title: "A final charge and Paul's farewell", chapters: '4' },
    ],
  },
  {
    name: 'Titus',
    author:
      'Traditionally the apostle Paul; many scholars consider the Pastoral Letters the work of a later follower',
    date: 'c. AD 62-64 if by Paul; many scholars date it c. AD 80-100',
    audience: "Titus, Paul's Gentile co-worker, serving the churches on Crete",
    historicalContext:
      "Titus had been left on the island of Crete to appoint elders in every town and set the young churches in order. The letter warns against disruptive teachers and even quotes a Cretan poet's unflattering view of his own people (1:12). It shows how God's grace is meant to shape everyday conduct in households and in public life. Two short summaries of the gospel (2:11-14 and 3:4-7) stand at its heart.",
    majorThemes: [
      'Godly leadership',
      'Sound teaching',
      'Grace that trains us for godly living',
      'Devotion to good works',
      'Saved by mercy, not by works',
    ],
    outline: [
      { title: 'Appointing elders and confronting false teachers', chapters: '1' },
      { title: 'Teaching for every household', chapters: '2' },
      { title: 'Good works and the kindness of God', chapters: '3' },
    ],
  },
  {
    name: 'Philemon',
    author: 'The apostle Paul, with Timothy',
    date: 'c. AD 60-62; some suggest Ephesus in the mid-50s',
    audience: 'Philemon, a believer in whose house a church met, probably at Colossae',
    historicalContext:
      "This short, personal letter concerns Onesimus, an enslaved man from Philemon's household who had come to Paul and become a believer. Paul sends him back with the letter and asks Philemon to receive him no longer merely as a slave but as a dear brother in the Lord. Paul appeals on the basis of love rather than command and offers to repay anything Onesimus owes. The exact circumstances of Onesimus' departure are not stated, and scholars have suggested several possibilities.",
    majorThemes: [
      'Reconciliation',
      'Brotherhood in Christ across social divides',
      'Love rather than command',
      'Forgiveness and welcome',
    ],
    outline: [{ title: 'A plea for Onesimus', chapters: '1' }],
  },
  {
    name: 'Hebrews',
    author:
      'Unknown; some early Christians linked it to Paul, and Barnabas and Apollos have also been proposed, but most scholars today think Paul did not write it',
    date: 'c. AD 60-90; many date it before the temple was destroyed in AD 70',
    audience:
      'Believers, probably with a strong Jewish background, who were tempted to drift away; perhaps in or near Rome',
    historicalContext:
      "Hebrews calls itself a 'word of exhortation' (13:22) and reads more like a sermon than a letter. Its readers had earlier endured persecution and loss of property but were now growing weary and in danger of turning back. Writing in polished Greek and drawing constantly on the Greek Old Testament, the author shows that Jesus is greater than the angels, Moses and the Levitical priesthood. His once-for-all sacrifice establishes the new covenant promised by the prophets.",
    majorThemes: [
      'The supremacy of Christ',
      'Jesus our great high priest',
      'The better, new covenant',
      'A once-for-all sacrifice',
      'Faith and perseverance',
      'Warnings against drifting away',
    ],
    outline: [
      { title: 'The Son greater than angels and Moses', chapters: '1-4' },
      { title: 'Jesus, high priest after Melchizedek', chapters: '5-7' },
      { title: 'The new covenant and the perfect sacrifice', chapters: '8-10' },
      { title: 'The faithful of old and the call to endure', chapters: '11-12' },
      { title: 'Final exhortations', chapters: '13' },
    ],
  },
  {
    name: 'James',
    author:
      'Traditionally James, the brother of Jesus and leader of the Jerusalem church; some scholars think a later writer used his name',
    date: 'c. AD 45-62 if by James, who died c. AD 62; some scholars date it later',
    audience: "Jewish believers scattered abroad, 'the twelve tribes in the dispersion'",
    historicalContext:
      "James is a collection of practical wisdom, resembling the wisdom books of the Old Testament and often echoing Jesus' teaching in the Sermon on the Mount. It names Jesus only twice but is full of concern for how faith is lived out. It addresses communities where the rich were favoured and the poor neglected, and where quarrels and careless speech were doing harm. James the brother of Jesus was a respected leader of the Jerusalem church until his martyrdom around AD 62.",
    majorThemes: [
      'Perseverance in trials',
      'Faith shown in action',
      'Care for the poor and warnings to the rich',
      'Taming the tongue',
      'Wisdom from above',
      'The power of prayer',
    ],
    outline: [
      { title: 'Trials, wisdom and doing the word', chapters: '1' },
      { title: 'Favouritism and faith that works', chapters: '2' },
      { title: 'The tongue and true wisdom', chapters: '3' },
      { title: 'Humility, wealth, patience and prayer', chapters: '4-5' },
    ],
  },
  {
    name: '1 Peter',
    author:
      "Traditionally the apostle Peter, with Silvanus' help; some scholars think it came from a later circle of his followers",
    date: 'c. AD 62-64 if by Peter; some scholars date it c. AD 70-90',
    audience: 'Believers, many of them Gentiles, scattered across five provinces of Asia Minor',
    historicalContext:
      "1 Peter is addressed to 'exiles' in Pontus, Galatia, Cappadocia, Asia and Bithynia, who were facing suspicion, slander and mistreatment from their neighbours because of their faith. It was sent from 'Babylon', most likely a symbolic name for Rome. The letter reminds the readers of their new identity as God's people and encourages them to respond to hostility with good conduct, following Christ's example. The mention of Silvanus (5:12) may help explain its fine Greek.",
    majorThemes: [
      'A living hope through the resurrection',
      'A holy people belonging to God',
      'Suffering in the steps of Christ',
      'Good conduct among unbelievers',
      'Humble, caring leadership',
    ],
    outline: [
      { title: 'A living hope and a holy people', chapters: '1-2' },
      { title: 'Doing good in the face of suffering', chapters: '3-4' },
      { title: 'Shepherding the flock and standing firm', chapters: '5' },
    ],
  },
  {
    name: '2 Peter',
    author:
      'Traditionally the apostle Peter; most modern scholars think a later follower wrote it in his name',
    date: 'c. AD 64-68 if by Peter; many scholars date it c. AD 80-120',
    audience: 'Believers in general, apparently including the readers of 1 Peter (3:1)',
    historicalContext:
      "2 Peter is written as Peter's farewell testament, a reminder of the truth to be remembered after his death. It warns against false teachers who scoffed at the promise of Christ's return and used freedom as an excuse for immoral living. Its second chapter closely parallels the letter of Jude, and it refers to Paul's letters as already known and valued (3:15-16). The early church was slow to accept it into the canon, but it was widely received by the fourth century.",
    majorThemes: [
      'Growing in godliness',
      'The reliable apostolic witness',
      'Warnings against false teachers',
      "The certainty of the Lord's return",
      "God's patience",
    ],
    outline: [
      { title: 'Growth in godliness and a trustworthy witness', chapters: '1' },
      { title: 'The danger of false teachers', chapters: '2' },
      { title: 'The day of the Lord', chapters: '3' },
    ],
  },
  {
    name: '1 John',
    author:
      'Traditionally the apostle John; the letter is anonymous, and many scholars attribute it to a leader in the community connected with the Fourth Gospel',
    date: 'c. AD 90-100',
    audience: "Churches, traditionally around Ephesus, shaken by a group's departure",
    historicalContext:
      "1 John has no greeting or named author, but its style and vocabulary are very close to John's Gospel. A group had recently left the fellowship (2:19), apparently denying that Jesus the Messiah had truly come in the flesh and treating obedience and love lightly. The author writes to reassure those who remained that they truly know God and have eternal life. He offers practical tests of genuine faith: right belief about Jesus, obedience to God and love for one another.",
    majorThemes: [
      'God is light',
      'God is love',
      'Jesus come in the flesh',
      'Love for one another',
      'Assurance of eternal life',
    ],
    outline: [
      { title: 'Walking in the light', chapters: '1-2' },
      { title: 'Children of God who love', chapters: '3' },
      { title: 'Testing the spirits and the assurance of faith', chapters: '4-5' },
    ],
  },
  {
    name: '2 John',
    author:
      "'The elder', traditionally identified with the apostle John; some scholars think of another early leader known as John the Elder",
    date: 'c. AD 90-100',
    audience: "'The elect lady and her children', most likely a local congregation",
    historicalContext:
      "2 John is a short letter, about the length of a single sheet of papyrus, from the writer who calls himself 'the elder'. It closely echoes the concerns of 1 John. The elder rejoices that some in the church are walking in the truth and renews the command to love one another. He also warns against welcoming travelling teachers who deny that Jesus Christ has come in the flesh.",
    majorThemes: [
      'Walking in the truth',
      'The command to love',
      'Guarding against deceivers',
      'Hospitality with discernment',
    ],
    outline: [{ title: 'Truth, love and a warning about deceivers', chapters: '1' }],
  },
  {
    name: '3 John',
    author:
      "'The elder', traditionally identified with the apostle John; some scholars think of another early leader known as John the Elder",
    date: 'c. AD 90-100',
    audience: 'Gaius, a beloved friend and church member',
    historicalContext:
      "3 John is a personal note from 'the elder' to Gaius, praising him for welcoming travelling missionaries who went out for the sake of Christ's name. It contrasts his hospitality with the behaviour of Diotrephes, a local leader who loved to be first, refused to receive the elder's messengers and put others out of the church. The elder commends Demetrius, perhaps the bearer of the letter, and hopes to visit soon. The letter offers a rare glimpse of early church life and its tensions.",
    majorThemes: [
      'Walking in the truth',
      "Hospitality to Christ's workers",
      'Humble versus self-seeking leadership',
      'Imitating what is good',
    ],
    outline: [{ title: 'Commending Gaius and facing Diotrephes', chapters: '1' }],
  },
  {
    name: 'Jude',
    author:
      'Traditionally Jude (Judas), the brother of James and of Jesus; some scholars think a later writer used his name',
    date: 'c. AD 60-80; estimates vary widely',
    audience: 'Believers, probably of Jewish background, whose fellowship had been infiltrated',
    historicalContext:
      "Jude had intended to write about the salvation he and his readers shared but felt compelled instead to urge them to contend for the faith. Certain people had slipped into the community who were turning God's grace into an excuse for immorality. Jude draws on examples from Israel's history and on Jewish writings of the time, including 1 Enoch, to show that God judges such behaviour. The letter closes with one of the best-loved doxologies in Scripture.",
    majorThemes: [
      'Contending for the faith',
      "Warnings from Israel's history",
      "God's judgment on ungodliness",
      "Keeping ourselves in God's love",
      "God's power to keep us from stumbling",
    ],
    outline: [{ title: 'Contend for the faith', chapters: '1' }],
  },
  {
    name: 'Revelation',
    author:
      'A prophet named John, traditionally the apostle John; since early times some have suggested a different John',
    date: 'c. AD 95, in the reign of Domitian; some date it to the late 60s',
    audience: 'Seven churches in the Roman province of Asia, and through them the whole church',
    historicalContext:
      "John received his visions while on the island of Patmos 'because of the word of God and the testimony of Jesus' (1:9). The churches he addressed faced persecution, pressure to take part in emperor worship and local pagan religion, and the temptation to compromise or grow complacent. Revelation combines prophecy, apocalyptic vision and letter, drawing richly on the imagery of Daniel, Ezekiel and other Old Testament books. Christians have interpreted its symbols in several different ways, but they share its central hope that God and the Lamb will triumph over evil and make all things new.",
    majorThemes: [
      'The sovereignty of God',
      'The victory of the Lamb',
      'Faithful endurance',
      'Worship around the throne',
      'Judgment on evil',
      'A new heaven and a new earth',
    ],
    outline: [
      { title: 'Vision of the risen Christ', chapters: '1' },
      { title: 'Letters to the seven churches', chapters: '2-3' },
      { title: 'The throne of God and the Lamb', chapters: '4-5' },
      { title: 'Seven seals and seven trumpets', chapters: '6-11' },
      { title: 'The dragon, the beasts and the Lamb', chapters: '12-14' },
      { title: 'Seven bowls of judgment', chapters: '15-16' },
      { title: 'The fall of Babylon and the return of Christ', chapters: '17-20' },
      { title: 'The new heaven and new earth', chapters: '21-22' },
    ],
  },
  {
    name: 'Psalms',
    author:
      'Many writers over several centuries; 73 psalms carry the heading "of David", and others are linked with Asaph, the sons of Korah, Solomon, Moses and others, while many are anonymous',
    date: 'Composed over many centuries, from about the time of David (c. 1000 BC) to after the exile; the collection probably took its final shape in the post-exilic period',
    audience:
      "God's people Israel, for temple worship and personal prayer; used by Jews and Christians ever since",
    historicalContext:
      "The Psalms served as Israel's hymnbook and prayer book, gathered over generations and used in the worship of the temple in Jerusalem. The headings link many psalms with David and with temple singers such as Asaph and the sons of Korah, though scholars note that 'of David' can also mean 'for' or 'in the tradition of' David. The collection is arranged in five books, each ending with a doxology, perhaps echoing the five books of Moses. It contains hymns of praise, laments, thanksgivings, royal psalms and wisdom psalms, and it is among the books most often quoted in the New Testament.",
    majorThemes: [
      'Praise of God as Creator and King',
      'Honest lament and prayer',
      "Trust in God's steadfast love",
      "Delight in God's instruction",
      'The righteous and the wicked',
      "Hope in God's anointed king",
    ],
    outline: [
      { title: 'Book I: mostly psalms of David', chapters: '1-41' },
      { title: 'Book II: psalms of Korah, David and Asaph', chapters: '42-72' },
      { title: 'Book III: psalms of Asaph and Korah; crisis and lament', chapters: '73-89' },
      { title: 'Book IV: the Lord reigns', chapters: '90-106' },
      { title: 'Book V: thanksgiving, ascents and praise', chapters: '107-150' },
    ],
  },
  {
    name: 'Genesis',
    author:
      'Traditionally Moses; most modern scholars think it was drawn from several older sources and traditions and brought together over a long period',
    date: 'Traditionally the time of Moses (c. 15th-13th century BC); many scholars place its final form in the 6th-5th century BC',
    audience: 'The people of Israel, learning who their God is and where they came from',
    historicalContext:
      "Genesis, the 'book of beginnings', opens the five books of Moses (the Torah or Pentateuch). It moves from the creation of the world to the family of Jacob settling in Egypt, and its ancestral stories are set in the ancient Near East of the second millennium BC. The book is structured by a recurring formula, 'these are the generations of', which marks its major sections. Set against other ancient creation and flood stories, it proclaims one God who made all things good and who chose Abraham's family to bring blessing to the nations.",
    majorThemes: [
      'God the Creator of all',
      'Sin and its consequences',
      "God's covenant promises",
      'Blessing for all nations through Abraham',
      "God's providence in human affairs",
      'Faith and obedience',
    ],
    outline: [
      { title: 'Primeval history: creation, fall, flood and Babel', chapters: '1-11' },
      { title: 'Abraham: call, covenant and promise', chapters: '12-25' },
      { title: 'Isaac, Jacob and Esau', chapters: '26-36' },
      { title: 'Joseph and his brothers', chapters: '37-50' },
    ],
  },
];

function withIdentity(content: BookBackgroundContent): BookBackground {
  const book: BibleBook | undefined = findBookByName(content.name);
  if (!book) {
    throw new Error(`Book background refers to an unknown book: ${content.name}`);
  }
  return { id: toBookId(book.name), code: book.code, ...content, name: book.name };
}

/** The 27 New Testament books in canonical order, then Psalms and Genesis. */
export const BOOK_BACKGROUNDS: readonly BookBackground[] =
  BOOK_BACKGROUND_CONTENT.map(withIdentity);

// Keys ignore case, spaces and hyphens, so '1 Corinthians', '1-corinthians' and '1CO'
// all resolve (no book name collides with a USFM code once normalised).
function lookupKey(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

const BACKGROUNDS_BY_KEY: ReadonlyMap<string, BookBackground> = new Map(
  BOOK_BACKGROUNDS.flatMap((background) =>
    [background.id, background.name, background.code].map(
      (key) => [lookupKey(key), background] as const,
    ),
  ),
);

/** Finds background info by name ('1 Corinthians'), USFM code ('1CO') or id, ignoring case. */
export function getBookBackground(bookNameOrCode: string): BookBackground | undefined {
  const key = lookupKey(bookNameOrCode);
  return key === '' ? undefined : BACKGROUNDS_BY_KEY.get(key);
}
