package org.pcmemu.models.logp;

/**
 * The receive-side capacity check: the most messages ever in transit to one processor, against
 * the limit ceil(L/g). A message is in transit during [arrival - L, arrival).
 *
 * @param violations  receptions at which more than {@code limit} messages were in transit to
 *                    the receiver
 * @param worst       the largest number in transit to one processor
 * @param worstProcessor  where it happened (-1 if no message was received)
 * @param worstTime   the arrival time at which it was observed
 */
public record CapacityReport(long limit, long violations, int worst, int worstProcessor, long worstTime) {

    public boolean exceeded() {
        return violations > 0;
    }

    static CapacityReport merge(long limit, LogPProcessor[] views) {
        long violations = 0;
        int worst = 0;
        int worstProcessor = -1;
        long worstTime = 0;
        for (LogPProcessor v : views) {
            if (v == null) {
                continue;
            }
            violations += v.capacityViolations();
            if (v.worstInTransit() > worst) {
                worst = v.worstInTransit();
                worstProcessor = v.id();
                worstTime = v.worstInTransitTime();
            }
        }
        return new CapacityReport(limit, violations, worst, worstProcessor, worstTime);
    }
}
