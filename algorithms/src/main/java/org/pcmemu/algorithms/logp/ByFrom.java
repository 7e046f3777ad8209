package org.pcmemu.algorithms.logp;

import java.util.HashMap;
import java.util.Map;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.emulator.TimedMessage;

/**
 * Receives by sender, for schedules in which each sender sends one message to a processor: the
 * message of the expected sender is taken, and any other that arrives first waits here for its
 * turn. With every latency L the schedules receive in arrival order and this buffer stays empty;
 * under the adversarial timing mode (latencies in [1, L]) messages may arrive in another order.
 *
 * <p>Note: this class is not threadsafe; one instance per processor, used by its own thread.
 */
public final class ByFrom {
    private final LogPProcessor p;
    private final Map<Integer, TimedMessage> early = new HashMap<>();

    public ByFrom(LogPProcessor p) {
        this.p = p;
    }

    /** The message from {@code sender}, receiving (and keeping) others until it comes. */
    public TimedMessage receive(int sender) {
        TimedMessage m = early.remove(sender);
        while (m == null) {
            TimedMessage next = p.receive();
            if (next.from() == sender) {
                m = next;
            } else if (early.put(next.from(), next) != null) {
                throw new IllegalStateException("processor " + p.id() + " received two messages from " + next.from()
                        + " by " + p.now());
            }
        }
        return m;
    }
}
