package org.pcmemu.emulator.window;

import org.pcmemu.emulator.InvalidParameterException;

/**
 * A limit on the messages in transit to one processor, enforced by stalling senders (the LogP
 * paper's finite capacity: "if a processor attempts to transmit a message that would exceed this
 * limit, it stalls until the message can be sent without exceeding the capacity limit").
 *
 * <p>A message whose send starts at s leaves its sender at s + {@code overhead} and is in transit
 * during [s + overhead, s + overhead + latency). A send asked for at {@code attempt} starts at the
 * earliest s >= attempt at which its destination has fewer than {@code limit} messages in transit.
 * Requests are decided one at a time in the order (attempt, sender id); every request decided
 * before this one counts, none decided after it. Since all messages take the same latency,
 * departures to one destination are decided in non-decreasing order, so the request only has to
 * wait for the {@code limit}-th most recent departure to that destination to arrive.
 *
 * @param limit     messages allowed in transit to one processor, at least 1
 * @param overhead  from a send's start to its departure (LogP: o)
 * @param latency   from departure to arrival (LogP: L), at least 1
 * @param spacing   least distance between two send starts of one processor (LogP: max(g, o)), at
 *                  least 1; the synchronizer uses it to bound the next request of a sender it resumes
 */
public record CapacityRule(long limit, long overhead, long latency, long spacing) {

    public CapacityRule {
        if (limit < 1 || overhead < 0 || latency < 1 || spacing < 1) {
            throw new InvalidParameterException("capacity rule needs limit >= 1, overhead >= 0, latency >= 1 and"
                    + " spacing >= 1, got limit=" + limit + ", overhead=" + overhead + ", latency=" + latency
                    + ", spacing=" + spacing);
        }
    }
}
