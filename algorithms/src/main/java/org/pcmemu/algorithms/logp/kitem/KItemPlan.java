package org.pcmemu.algorithms.logp.kitem;

import java.util.List;

/**
 * A schedule for broadcasting items 0..k-1 from processor 0 to processors 1..P-1: every planned
 * message, and the cost the construction itself promises (the last planned reception). The plan is
 * only a promise: {@link PlanEmulation} runs it on the emulated machine, which measures.
 *
 * @param construction  how the plan was made, in a few words (for reports)
 */
public record KItemPlan(int P, long L, int k, List<Transmission> sends, long plannedCost, String construction) {

    public KItemPlan {
        sends = List.copyOf(sends);
    }

    /** The last arrival of the plan, send + L: its cost when every arrival is received at once. */
    static long lastArrival(List<Transmission> sends, long L) {
        return sends.stream().mapToLong(t -> t.send() + L).max().orElse(0);
    }
}
