package org.pcmemu.models.logp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.window.WindowMessage;

/**
 * The buffered postal model of SPAA section 3.5: every message sent to a processor enters its
 * buffer when it arrives (L after it was sent, several in one step if need be), and at each step
 * the processor examines the buffer and receives one message of its choice; the others wait.
 *
 * <pre>
 *   admit():    the next arrival leaves the network for the buffer   (no receive slot used)
 *   receive(m): m leaves the buffer at max(now, previous receive + g) (one per step)
 * </pre>
 *
 * The choice is the program's, so it is deterministic whenever the program is: the buffer's
 * content depends on model time only. A program that chooses at step t should first admit every
 * message that arrives by t.
 *
 * <p>Note: this class is not threadsafe; only the processor's own program may call it.
 */
public final class ReceiveBuffer {
    private final LogPProcessor processor;
    private final List<WindowMessage> held = new ArrayList<>();
    private int largest;

    /**
     * An empty buffer for {@code processor}, made by that processor's program.
     *
     * @param processor  a postal processor (o = 0, g = 1) that receives at the program's call
     * @throws IllegalArgumentException if the machine is not postal, or receives at arrival (the
     *         buffer is a receive rule of its own: the program chooses which message to receive)
     */
    public ReceiveBuffer(LogPProcessor processor) {
        if (!processor.model().isPostal()) {
            throw new IllegalArgumentException("the buffered model is a postal model (o = 0, g = 1), not "
                    + processor.model());
        }
        if (processor.model().receiveRule() != ReceiveRule.AT_CALL) {
            throw new IllegalArgumentException("the buffered model receives the message the program chooses, when it"
                    + " chooses: it takes no other receive rule than at-call, not " + processor.model());
        }
        this.processor = processor;
    }

    /**
     * Moves the next arriving message (model order of arrival) into the buffer, waiting for it if
     * needed: the clock moves to at least its arrival, and no receive slot is used.
     *
     * @return the message admitted
     * @throws org.pcmemu.emulator.DeadlockException (ending the run) if every live processor
     *         waits and no message is in flight
     */
    public TimedMessage admit() {
        WindowMessage m = processor.arrive();
        held.add(m);
        return m;
    }

    /**
     * The messages that arrived and were not received yet. Free.
     *
     * @return them in order of admission, unmodifiable, a view that later calls change
     */
    public List<TimedMessage> held() {
        return Collections.unmodifiableList(held);
    }

    /**
     * Receives {@code m} in the next free receive step, at max(now, previous receive + 1)
     * (SPAA section 3.5: one reception a step), and removes it from the buffer.
     *
     * @param m  a message of {@link #held()}
     * @return {@code m}
     * @throws IllegalArgumentException if {@code m} is not in the buffer
     */
    public TimedMessage receive(TimedMessage m) {
        int at = held.indexOf(m);
        if (at < 0) {
            throw new IllegalArgumentException(m + " is not in the buffer of processor " + processor.id());
        }
        processor.receiveArrived(held.remove(at));
        largest = Math.max(largest, held.size());
        return m;
    }

    /**
     * The most messages left waiting in the buffer after one of its receptions. Free.
     *
     * @return that count, 0 if none was ever left
     */
    public int largest() {
        return largest;
    }
}
