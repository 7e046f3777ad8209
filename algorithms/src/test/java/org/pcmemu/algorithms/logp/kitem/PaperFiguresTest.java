package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** SPAA Figures 2 and 5 and the section 3.2 remarks, each checked on the emulated machine. */
class PaperFiguresTest {
    private static final LogP FIGURE_TWO = LogP.postal(10, 3);

    /* Figure 2, P = 10, L = 3, k = 8: the endgame schedule meets Theorem 3.1's 15. */
    @Test
    void figureTwoWithEndgameTakesFifteen() {
        KItemReport r = KItemReport.run(FIGURE_TWO, KItemAlgorithm.OPTIMAL, 8, RunOptions.defaults());
        assertEquals(15, r.measured());
        assertEquals(Claim.EQUALS, r.bound().claim());
        assertEquals(15, r.bound().value());
    }

    /* The source sends several copies of each of the last k* = 2 items, and one of each other item. */
    @Test
    void figureTwoEndgameSendsSeveralCopiesOfTheLastTwoItems() {
        KItemPlan plan = KItemReport.plan(10, 3, 8, KItemAlgorithm.OPTIMAL);
        long[] copies = new long[8];
        plan.sends().stream().filter(t -> t.from() == 0).forEach(t -> copies[t.item()]++);
        assertEquals(List.of(1L, 1L, 1L, 1L, 1L, 1L), Arrays.stream(copies).limit(6).boxed().toList());
        assertTrue(copies[6] > 1 && copies[7] > 1, Arrays.toString(copies));
        // the last two processors share Figure 2's D_1 node, taking it in turn
        assertTrue(plan.construction().contains("r=1 (2 processors)"), plan.construction());
    }

    @Test
    void figureTwoSingleSendingIsBetweenSeventeenAndNineteen() {
        KItemReport r = KItemReport.run(FIGURE_TWO, KItemAlgorithm.SINGLE_SENDING, 8, RunOptions.defaults());
        assertTrue(r.measured() >= 17 && r.measured() <= 19, "measured " + r.measured());
    }

    @Test
    void figureTwoBufferedTakesSeventeen() {
        KItemReport r = KItemReport.run(FIGURE_TWO, KItemAlgorithm.BUFFERED, 8, RunOptions.defaults());
        assertEquals(17, r.measured());
        assertEquals(Claim.EQUALS, r.bound().claim());
    }

    /* Figure 5: L = 3, P - 1 = 13, k = 14 in the buffered model: 24; the paper's footnote: a buffer of 2 suffices. */
    @Test
    void figureFiveBufferedTakesTwentyFour() {
        KItemReport r = KItemReport.run(LogP.postal(14, 3), KItemAlgorithm.BUFFERED, 14, RunOptions.defaults());
        assertEquals(24, r.measured());
        assertTrue(r.largestBuffer() <= 2, "largest buffer " + r.largestBuffer());
    }

    /* Continuous broadcast, L = 3, P - 1 = 9: every item's delay is L + B(P-1) = 10. */
    @Test
    void continuousFigureTwoDelaysAreAllTen() {
        ContinuousReport r = ContinuousReport.run(FIGURE_TWO, 40, RunOptions.defaults());
        assertTrue(Arrays.stream(r.delays()).allMatch(d -> d == 10), Arrays.toString(r.delays()));
        assertEquals(Claim.EQUALS, r.bound().claim());
    }

    /* Section 3.2: the H_5 block's word must be acab or abca (the other legal words break the letter counts). */
    @Test
    void figureTwoHeadBlockWordIsOneOfThePapersTwo() {
        CyclicSchedule c = CyclicSearch.canonical(10, 3).schedule();
        CyclicSchedule.Group head = c.groups().get(0);
        assertEquals(5, head.size());
        StringBuilder word = new StringBuilder();
        for (int l : head.word()) {
            word.append((char) ('a' + l));
        }
        assertTrue(List.of("acab", "abca").contains(word.toString()), word.toString());
    }

    /* Section 3.3: "when L = 4 and t = 8 no block-cyclic schedule can achieve a delay of L + t" (P - 1 = f_8 = 7). */
    @Test
    void noBlockCyclicScheduleForLambdaFourAndTEight() {
        assertEquals(7, KItemBoundsTest.f(4, 8)[8]);
        assertEquals(SearchOutcome.NONE, CyclicSearch.canonical(8, 4).outcome());
        assertEquals(SearchOutcome.FOUND, CyclicSearch.canonical(11, 4).outcome()); // t = 9
    }
}
