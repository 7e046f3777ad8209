package org.pcmemu.algorithms.logp.broadcast;

import java.util.Arrays;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** Random LogP parameters: the emulated optimal broadcast equals B(P) and meets the tree's labels. */
class OptimalBroadcastPropertiesTest {

    @Property(tries = 150)
    boolean optimalBroadcastTakesExactlyBOfP(@ForAll @IntRange(min = 1, max = 700) int P,
                                             @ForAll @LongRange(min = 0, max = 40) long L,
                                             @ForAll @LongRange(min = 0, max = 12) long o,
                                             @ForAll @LongRange(min = 0, max = 12) long g) {
        Assume.that(L + o >= 1); // otherwise not a LogP machine (a message must take a cycle)
        LogP model = new LogP(P, L, o, g);
        BroadcastReport r = BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults());
        return r.measured() == BroadcastBounds.optimalTime(P, L, o, g);
    }

    /** Every information time t is counted by P(t): the k-th smallest time reaches k processors. */
    @Property(tries = 100)
    boolean sortedInformationTimesAreWithinReach(@ForAll @IntRange(min = 1, max = 400) int P,
                                                 @ForAll @LongRange(min = 1, max = 20) long L,
                                                 @ForAll @LongRange(min = 0, max = 6) long o,
                                                 @ForAll @LongRange(min = 1, max = 9) long g) {
        LogP model = new LogP(P, L, o, g);
        long[] times = BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults()).informationTimes().clone();
        Arrays.sort(times);
        for (int k = 1; k <= P; k++) {
            if (BroadcastBounds.reachable(times[k - 1], L, o, g, P) < k) {
                return false;
            }
        }
        return true;
    }
}
