// Rewordings of the families' questions (ADR 0076): each group is one question asked several ways, as
// different parents ask it ("this year", "the new one", "my son", fragments, misspellings, two parts), and
// every wording must get an answer whose opening states the same facts. Checked by paraphrase.test.ts.
import type { EvalQuestion } from "./fixtures/types.ts";

export interface Rewording {
  /** The family (worker/record/fixtures) whose documents answer it. */
  family: string;
  /** The facts every wording's answer must state in its opening, and how it is scored. */
  facts: string[];
  kind: EvalQuestion["kind"];
  class: string;
  wordings: string[];
}

export const REWORDINGS: Rewording[] = [
  { family: "brooks", facts: ["Tuesday"], kind: "fact", class: "schedule", wordings: ["What day are her speech sessions?", "which day does she have speech", "when is speech during the week"] },
  { family: "brooks", facts: ["75%"], kind: "fact", class: "placement", wordings: ["How much of the day is Lena in the regular classroom?", "what percent of the day is she in gen ed now", "how much time in general education"] },
  { family: "brooks", facts: ["80%"], kind: "fact", class: "placement", wordings: ["how much time was she in gen ed last year", "what percentage of time was she in general ed in the old IEP"] },
  { family: "brooks", facts: ["Yes"], kind: "fact", class: "esy", wordings: ["Will Lena get summer school (ESY)?", "does she qualify for extended school year", "is there ESY for her this summer"] },
  { family: "brooks", facts: ["Dana Whitfield"], kind: "fact", class: "person", wordings: ["Who is Lena's case manager?", "who's her case manager", "name of her case manager?"] },
  { family: "brooks", facts: ["Specific Learning Disability"], kind: "fact", class: "eligibility", wordings: ["What is Lena's disability category?", "what is she eligible under", "whats her eligibility"] },
  { family: "brooks", facts: ["March 2029"], kind: "fact", class: "key date", wordings: ["When is the next three-year reevaluation due?", "when do they have to test her again", "when is her triennial", "next re-eval?"] },
  { family: "brooks", facts: ["Coping Skills"], kind: "fact", class: "goal change", wordings: ["Are there any new goals this year?", "what goals were added", "which goals are new in the new iep"] },
  { family: "brooks", facts: ["Handwriting"], kind: "fact", class: "goal change", wordings: ["Which goals were dropped from the new IEP?", "what goals did they remove", "which goal is gone this year"] },
  { family: "brooks", facts: ["94"], kind: "fact", class: "scores", wordings: ["What was Lena's full scale IQ score?", "whats her IQ", "full scale iq?"] },
  { family: "ortiz", facts: ["separate, quiet room"], kind: "fact", class: "testing accommodations", wordings: ["Where does he take tests?", "where does he test", "what setting are his tests in"] },
  { family: "ortiz", facts: ["September 15, 2026", "past due"], kind: "fact", class: "key date", wordings: ["When is his annual review?", "is his annual review overdue", "when is his iep due"] },
  { family: "hale", facts: ["Expressive Language"], kind: "fact", class: "goal change", wordings: ["What goals were carried over from last year?", "which goals are the same as last year", "what goals did they keep"] },
  { family: "hale", facts: ["graphic organizer"], kind: "fact", class: "recommendations", wordings: ["Did the evaluation recommend anything the IEP doesn't have?", "what did the evaluation recommend that is missing", "is every recommendation in his IEP?"] },
  { family: "marchetti", facts: ["Pencil grip"], kind: "fact", class: "accommodation change", wordings: ["was anything taken away from his accommodations", "what accommodations did they take out", "which accommodations are gone now"] },
  { family: "marchetti", facts: ["60", "month"], kind: "fact", class: "service amount", wordings: ["how much OT does he get now", "how often is his occupational therapy", "OT this year?"] },
  { family: "castellanos", facts: ["Organization"], kind: "fact", class: "goal change", wordings: ["which goals did they drop", "what goal was removed this year"] },
  { family: "castellanos", facts: ["not eligible"], kind: "fact", class: "esy", wordings: ["will she get summer services next year", "does she get ESY this year", "is she getting 12 month services"] },
  { family: "castellanos", facts: ["Gideon Platt", "Tuesday"], kind: "fact", class: "schedule", wordings: ["who does her speech and what day"] },
  { family: "abernathy", facts: ["225"], kind: "fact", class: "service amount", wordings: ["how many minutes of reading help does he get a week", "reading instruction minutes per week?", "how much time in the resource room for reading"] },
  { family: "abernathy", facts: ["Articulation", "met"], kind: "fact", class: "progress", wordings: ["did he meet his articulation goal", "has he mastered articulation", "how did he do on the articulation goal"] },
  { family: "abernathy", facts: ["yes"], kind: "fact", class: "esy", wordings: ["does he get ESY this summer", "is toby getting extended school year", "summer services?"] },
  { family: "ekwueme", facts: ["anxiety"], kind: "fact", class: "504", wordings: ["what was her 504 for", "why did she have a 504 plan", "what was the 504 plan about"] },
  { family: "ekwueme", facts: ["60 minutes"], kind: "fact", class: "service amount", wordings: ["how much OT is she getting now", "how much occupational therapy does she have after the amendment", "OT minutes now?"] },
  { family: "ekwueme", facts: ["94"], kind: "fact", class: "scores", wordings: ["whats her IQ", "full scale IQ?", "what was her IQ score on the evaluation"] },
  // ---- brooks (Lena) ----
  { family: "brooks", facts: ["30 minutes per week"], kind: "fact", class: "service amount", wordings: ["How much speech does Lena get now?", "speech minutes this year?", "how much speech therapy is in the new IEP", "what does my daughter get for speech currently"] },
  { family: "brooks", facts: ["60 minutes per week"], kind: "fact", class: "service amount", wordings: ["how many minutes of speech therapy did she get last year", "what was her speech in the old IEP", "speech in the previous iep?", "how much speech did she used to get"] },
  { family: "brooks", facts: ["60", "30"], kind: "fact", class: "comparison", wordings: ["Did her speech time go down in the new IEP?", "did they cut her speech", "is her speech the same as last year?", "was speech reduced this year", "speech: less than before?"] },
  { family: "brooks", facts: ["April 27, 2027"], kind: "fact", class: "key date", wordings: ["When is Lena's next IEP meeting?", "when is her annual review", "when do we meet again for the IEP", "when does the current iep expire"] },
  { family: "brooks", facts: ["April 28, 2026"], kind: "fact", class: "key date", wordings: ["when was the new IEP meeting", "when was the last iep meeting", "what date was her most recent IEP meeting"] },
  { family: "brooks", facts: ["each quarter"], kind: "fact", class: "key date", wordings: ["How often will I get progress reports?", "how often do we get progress updates", "when will i hear about her progress on goals"] },
  { family: "brooks", facts: ["Extended time (1.5x)"], kind: "fact", class: "testing accommodations", wordings: ["Does she get extra time on tests?", "how much extra time does she get on tests", "does lena get extended time", "extra time on exams?"] },
  { family: "brooks", facts: ["68 words correct per minute"], kind: "fact", class: "baseline", wordings: ["Where is Lena's reading fluency right now?", "what is her reading fluency baseline", "what's her current reading level in fluency"] },
  { family: "brooks", facts: ["Tests read aloud"], kind: "fact", class: "accommodation change", wordings: ["Was any accommodation taken away in the new IEP?", "which accommodations were removed", "did they drop any accommodations this year"] },
  { family: "brooks", facts: [], kind: "not stated", class: "not stated", wordings: ["Does she get special transportation?", "does lena ride a special bus", "is transportation in her iep"] },
  // ---- marchetti (Elias) ----
  { family: "marchetti", facts: ["135", "180"], kind: "fact", class: "comparison", wordings: ["did his reading time go up in the new IEP?", "did they increase his reading help", "is his reading instruction the same as last year"] },
  { family: "marchetti", facts: ["anxiety"], kind: "fact", class: "reason", wordings: ["why does he get counseling", "why is counseling in his iep", "what is the reason for his counseling"] },
  { family: "marchetti", facts: ["Goal Met"], kind: "fact", class: "progress", wordings: ["did he meet his math goal", "has he reached the math goal", "how is he doing in math"] },
  { family: "marchetti", facts: ["February 9, 2026"], kind: "fact", class: "key date", wordings: ["When did they have the new IEP meeting?", "when was his last IEP meeting", "date of the most recent iep meeting?"] },
  { family: "marchetti", facts: ["1.5"], kind: "fact", class: "testing accommodations", wordings: ["does he get extra time on tests", "how much extra time on tests does my son get", "what is his extended time"] },
  // ---- hale (Marcus) ----
  { family: "hale", facts: ["60", "30"], kind: "fact", class: "comparison", wordings: ["Did they cut his speech this year?", "did his speech go down", "is he getting less speech than last year"] },
  { family: "hale", facts: ["three times a year"], kind: "fact", class: "key date", wordings: ["How often do I get progress reports?", "how often are progress reports sent home", "how many progress reports a year"] },
  { family: "hale", facts: ["time and a half"], kind: "fact", class: "testing accommodations", wordings: ["Does Marcus get extra time on tests?", "how much extra time does he get for tests", "extended time on tests?"] },
  // ---- castellanos (Wren) ----
  { family: "castellanos", facts: ["60", "30"], kind: "fact", class: "comparison", wordings: ["did they cut her speech??", "did her speech go down this year", "is she getting less speech now"] },
  { family: "castellanos", facts: ["30 minutes"], kind: "fact", class: "comparison", wordings: ["is her OT the same as last year", "did her OT change", "has her occupational therapy changed from last year"] },
  { family: "castellanos", facts: ["200"], kind: "fact", class: "service amount", wordings: ["what did she get for resource room last year", "how much resource room was in her old iep", "resource room minutes in the previous IEP?"] },
  { family: "castellanos", facts: ["anxious"], kind: "fact", class: "reason", wordings: ["why did they add counseling", "what was the reason for adding counseling", "why was counseling added"] },
  { family: "castellanos", facts: ["October 5, 2026"], kind: "fact", class: "key date", wordings: ["when did counseling start", "when does her counseling begin", "what date did counseling start"] },
  { family: "castellanos", facts: ["Counseling"], kind: "fact", class: "service change", wordings: ["what changed in the amendment", "what did the amendment change", "what's in the iep amendment"] },
  { family: "castellanos", facts: ["May 12, 2026"], kind: "fact", class: "key date", wordings: ["when was the last IEP meeting", "when was her most recent iep meeting", "when did they hold the current IEP meeting"] },
  { family: "castellanos", facts: ["four times"], kind: "fact", class: "key date", wordings: ["how often do we get progress updates on goals", "how often will i get progress reports", "when do progress reports come home"] },
  { family: "castellanos", facts: ["double"], kind: "fact", class: "testing accommodations", wordings: ["how much extra time does she get on tests now", "how long does she get for tests", "what is her extended time this year"] },
  { family: "castellanos", facts: ["1.5", "2.0"], kind: "fact", class: "accommodation change", wordings: ["did her extended time change from last year", "is her extra time different from last year", "was her extended time changed"] },
  { family: "castellanos", facts: ["Separate location"], kind: "fact", class: "testing accommodations", wordings: ["where does she take her tests", "what room does she test in", "does she test in a separate room"] },
  { family: "castellanos", facts: ["calculator"], kind: "fact", class: "testing accommodations", wordings: ["can she use a calculator on tests", "is she allowed a calculator", "calculator for math tests?"] },
  { family: "castellanos", facts: ["3 sentences without transition words"], kind: "fact", class: "baseline", wordings: ["her writing baseline looks exactly like last year's — is it the same?", "is her writing baseline the same as last year", "did the writing baseline change"] },
  { family: "castellanos", facts: ["30 minutes"], kind: "false premise", class: "false premise", wordings: ["why did they stop her OT?", "why was her OT taken away", "they dropped OT right?"] },
  // ---- abernathy (Tobias) ----
  { family: "abernathy", facts: ["8", "4"], kind: "fact", class: "comparison", wordings: ["did they cut his speech", "is his speech the same as last year", "did speech go down in the new iep"] },
  { family: "abernathy", facts: ["frustration"], kind: "fact", class: "reason", wordings: ["why did they add counseling", "why is he getting counseling now", "reason for the counseling?"] },
  { family: "abernathy", facts: ["February 24, 2026"], kind: "fact", class: "key date", wordings: ["when was the last iep meeting", "when was the new IEP written", "date of his most recent iep meeting"] },
  { family: "abernathy", facts: ["one-half", "double"], kind: "fact", class: "accommodation change", wordings: ["did his extended time change", "is his extra time on tests different from last year"] },
  { family: "abernathy", facts: ["Oskar Brandvold"], kind: "fact", class: "person", wordings: ["who is his case manager now", "who's toby's case manager", "case manager this year?"] },
  // ---- ekwueme (Marisol) ----
  { family: "ekwueme", facts: ["handwriting"], kind: "fact", class: "reason", wordings: ["why did they increase her OT", "why did the amendment add more OT", "why was her occupational therapy increased"] },
  { family: "ekwueme", facts: ["Occupational Therapy"], kind: "fact", class: "service change", wordings: ["what changed in the amendment", "what did the amendment do", "what's different after the amendment"] },
  { family: "ekwueme", facts: ["April 14, 2026"], kind: "fact", class: "key date", wordings: ["when was the amendment done", "what date was the iep amended", "when did they amend her IEP"] },
  { family: "ekwueme", facts: ["speech-language screening"], kind: "fact", class: "recommendations", wordings: ["did the school do everything the evaluation recommended?", "what did the psychologist recommend that isn't in the IEP", "is anything from the evaluation missing from her iep"] },
  // ---- more classes, more wordings ----
  // ---- feliciano (Nico, a 504 plan only) ----
  { family: "feliciano", facts: ["January 11, 2027"], kind: "fact", class: "key date", wordings: ["When is the 504 plan reviewed?", "when is his 504 review", "when does the 504 need to be renewed"] },
  { family: "feliciano", facts: ["diabetes"], kind: "fact", class: "eligibility", wordings: ["What is Nico's impairment on the 504?", "what is his 504 for", "why does he have a 504 plan"] },
  { family: "feliciano", facts: ["Breaks during tests"], kind: "fact", class: "testing accommodations", wordings: ["Can he take breaks during tests?", "is he allowed breaks on tests", "breaks during testing?"] },
  { family: "feliciano", facts: [], kind: "not stated", class: "not stated", wordings: ["Does Nico have an aide?", "does he get a one on one aide", "is there a para for nico"] },
  // ---- baselines compared, last year's plan as a whole, people by year ----
  { family: "brooks", facts: ["45 words correct per minute", "68 words correct per minute"], kind: "fact", class: "baseline", wordings: ["did her reading fluency baseline go up from last year", "how much has her reading improved since last year", "compare her reading baseline to last year"] },
  { family: "brooks", facts: ["same", "40% of words"], kind: "fact", class: "baseline", wordings: ["is her articulation baseline the same as last year", "did her articulation baseline change"] },
  { family: "abernathy", facts: ["240 minutes per month", "225 minutes per week"], kind: "fact", class: "service amount", wordings: ["what did he get last year", "what services did he have last year", "services in the 2025 IEP?"] },
  { family: "abernathy", facts: ["Harriet Quill"], kind: "fact", class: "person", wordings: ["who was his case manager last year", "case manager in 2025", "who was the case manager in the old iep"] },
  { family: "brooks", facts: ["quiet space"], kind: "fact", class: "504", wordings: ["What accommodations were in her 504 plan?", "is anything in the 504 missing from the IEP", "did they keep her 504 accommodations in the iep"] },
  { family: "feliciano", facts: ["glucose tablets"], kind: "fact", class: "504", wordings: ["What accommodations does Nico have?", "what is in his 504", "what does his 504 plan give him"] },
  { family: "ekwueme", facts: ["December 9, 2025"], kind: "fact", class: "key date", wordings: ["when was she last evaluated", "when was the psych evaluation", "date of her most recent evaluation"] },
  { family: "castellanos", facts: ["June 24, 2027"], kind: "fact", class: "key date", wordings: ["when does her iep end", "when does the current IEP expire"] },
  { family: "abernathy", facts: ["Twice per day"], kind: "fact", class: "accommodations", wordings: ["how often does he get movement breaks", "when does he get movement breaks", "how often are his breaks"] },
  { family: "castellanos", facts: ["All academic classes"], kind: "fact", class: "accommodations", wordings: ["how often does she get the checklist", "where does she use the checklist for multi-step assignments"] },
  { family: "ekwueme", facts: ["30 minutes per week", "60 minutes per week"], kind: "fact", class: "amendment", wordings: ["how much OT did she get before the amendment", "what was her OT in the original IEP", "OT before it was amended?"] },
  // Haverkamp (the fourth blind family, after its fixes; ADR 0079): an IEP change notice filed as "IEP" is not the current IEP.
  { family: "Haverkamp", facts: ["200"], kind: "fact", class: "service amount", wordings: ["how many minutes of reading help does nora get now", "reading minutes a week?", "how much reading instruction is in her current iep"] },
  { family: "Haverkamp", facts: ["30", "60"], kind: "fact", class: "comparison", wordings: ["did they cut her speech therapy?? how much was it before and how much now", "how much speech now compared to last year", "did her speech minutes change"] },
  { family: "Haverkamp", facts: ["December 15, 2026"], kind: "fact", class: "key date", wordings: ["when is her next annual review", "when is the next iep meeting due", "when does her current iep end"] },
  { family: "Haverkamp", facts: ["December 4, 2028"], kind: "fact", class: "key date", wordings: ["when is the 3 year reeval due now", "when is her next reevaluation", "triennial due date?"] },
  { family: "Haverkamp", facts: ["trimester"], kind: "fact", class: "schedule", wordings: ["how often will i get progress reports now", "when will I hear about her progress", "how often do they report progress on her goals"] },
  { family: "Haverkamp", facts: ["Albrecht"], kind: "fact", class: "person", wordings: ["who is her case manager now", "whos her case manager", "name of her case manager?"] },
  { family: "Haverkamp", facts: ["Ramanathan"], kind: "fact", class: "person", wordings: ["whos the speech therapist at the new school", "who gives her speech", "who is her slp now"] },
  { family: "Haverkamp", facts: ["80%"], kind: "fact", class: "placement", wordings: ["what percent of the day is she in gen ed now", "how much of the day is she in the regular classroom", "how much time in general education"] },
  { family: "Haverkamp", facts: ["June 22, 2026"], kind: "fact", class: "esy", wordings: ["when did her summer ESY start", "when does extended school year start", "what are the dates of her summer ESY"] },
  { family: "Haverkamp", facts: ["regress"], kind: "fact", class: "reason", wordings: ["Why was ESY added for her?", "why does she get ESY", "what is the reason for the extended school year"] },
  { family: "Haverkamp", facts: ["articulation"], kind: "fact", class: "reason", wordings: ["why did they cut her speech", "why was speech reduced", "how come her speech minutes went down"] },
  { family: "Haverkamp", facts: ["headphones"], kind: "fact", class: "amendment", wordings: ["what got added to her iep in april", "what did the april change add", "what does the notice of changes add"] },
  { family: "Haverkamp", facts: ["occupational therapy", "30"], kind: "fact", class: "evaluation", wordings: ["what did the evaluation say about OT and is she getting it", "did the evaluation recommend occupational therapy", "what did the eval recommend for OT"] },
  { family: "Haverkamp", facts: ["legible"], kind: "fact", class: "reason", wordings: ["why didnt they give her the OT the evaluation recommended", "why is she not getting the direct OT the evaluation recommended"] },
];
