package org.pcmemu.models.logp;

import org.pcmemu.emulator.run.Chunks;

/**
 * The receive-side capacity: the most messages ever in transit to one processor, against the
 * limit ceil(L/g), and the stalls that enforcing it caused. A message is in transit during
 * [arrival - L, arrival). Under {@link CapacityMode#ENFORCE} there are no violations (a test
 * checks it); under {@link CapacityMode#CHECK} there are no stalls; under
 * {@link CapacityMode#OFF} nothing is counted.
 *
 * @param mode        the run's capacity mode
 * @param limit       ceil(L/g), or Long.MAX_VALUE when g = 0
 * @param violations  receptions at which more than {@code limit} messages were in transit to
 *                    the receiver
 * @param worst       the largest number in transit to one processor
 * @param worstProcessor  where it happened (-1 if no message was received)
 * @param worstTime   the arrival time at which it was observed
 * @param stalledSends  sends that started later than they were asked for, all processors
 * @param stallCycles   the cycles each processor's sends waited in all, by processor id (no copy)
 */
public record CapacityReport(CapacityMode mode, long limit, long violations, int worst, int worstProcessor,
                             long worstTime, long stalledSends, long[] stallCycles) {

    /**
     * Whether a reception found more than the limit in transit to its receiver.
     *
     * @return true if {@code violations} is positive
     */
    public boolean exceeded() {
        return violations > 0;
    }

    /**
     * Cycles all processors' sends waited for capacity, summed.
     *
     * @return the sum of {@code stallCycles}
     */
    public long totalStallCycles() {
        long total = 0;
        for (long c : stallCycles) {
            total += c;
        }
        return total;
    }

    /**
     * The processor whose sends waited longest for capacity in all.
     *
     * @return its id: the lowest of a tie, 0 if none waited
     */
    public int mostStalledProcessor() {
        int most = 0;
        for (int i = 1; i < stallCycles.length; i++) {
            most = stallCycles[i] > stallCycles[most] ? i : most;
        }
        return most;
    }

    /* views[i] is processor i's (null if it never ran); the index, not v.id(), saves a load of its core per processor. */
    static CapacityReport merge(CapacityMode mode, long limit, LogPProcessor[] views) {
        long[] stalls = new long[views.length];
        int chunks = Chunks.count(views.length);
        long[] chunkViolations = new long[chunks];
        long[] chunkStalled = new long[chunks];
        int[] chunkWorst = new int[chunks];
        int[] chunkWorstProcessor = new int[chunks];
        long[] chunkWorstTime = new long[chunks];
        Chunks.forEach(views.length, (chunk, from, to) -> {
            long violations = 0;
            long stalledSends = 0;
            int worst = 0;
            int worstProcessor = -1;
            long worstTime = 0;
            for (int i = from; i < to; i++) {
                LogPProcessor v = views[i];
                if (v == null) {
                    continue;
                }
                if (!v.keptCapacityState()) {
                    // no stall, no violation, at most one in transit: it matters only while no
                    // processor before it in the chunk had one in transit (one call, not five)
                    if (worst == 0 && v.worstInTransit() > 0) {
                        worst = 1;
                        worstProcessor = i;
                        worstTime = v.worstInTransitTime();
                    }
                    continue;
                }
                violations += v.capacityViolations();
                stalledSends += v.stalledSends();
                stalls[i] = v.stallCycles();
                if (v.worstInTransit() > worst) {
                    worst = v.worstInTransit();
                    worstProcessor = i;
                    worstTime = v.worstInTransitTime();
                }
            }
            chunkViolations[chunk] = violations;
            chunkStalled[chunk] = stalledSends;
            chunkWorst[chunk] = worst;
            chunkWorstProcessor[chunk] = worstProcessor;
            chunkWorstTime[chunk] = worstTime;
        });
        long stalledSends = 0;
        long violations = 0;
        int worst = 0;
        int worstProcessor = -1;
        long worstTime = 0;
        // in chunk order: the first processor with the largest count, as one loop finds it
        for (int c = 0; c < chunks; c++) {
            violations += chunkViolations[c];
            stalledSends += chunkStalled[c];
            if (chunkWorst[c] > worst) {
                worst = chunkWorst[c];
                worstProcessor = chunkWorstProcessor[c];
                worstTime = chunkWorstTime[c];
            }
        }
        return new CapacityReport(mode, limit, violations, worst, worstProcessor, worstTime, stalledSends, stalls);
    }
}
