package org.pcmemu.bench;

import org.pcmemu.models.logp.LogP;

/**
 * A sequential discrete-event simulation of the LogP rules as the emulator applies them, as a
 * simulated program sees it. Two simulators implement it: {@link LogPSimulator}, tuned (primitive
 * arrays, one event kind, messages straight into their destination's pending set), and
 * {@link EventQueueSimulator}, plain (one queue of event objects, an arrival event per message).
 * The same programs ({@link SimulatedBroadcast}, {@link SimulatedExchange}) run on either, and
 * give the same model times on both.
 */
public interface Simulation {
    /** Event-driven LogP code for every processor. A callback sends, then may ask for one receive, which ends it. */
    interface Program {
        /** Processor {@code p} starts, at clock 0. */
        void start(Simulation sim, int p);

        /** Processor {@code p} has received a message from {@code from}; its clock is the receive's end. */
        void received(Simulation sim, int p, int from);
    }

    /** Which simulator: the tuned {@link LogPSimulator} or the plain {@link EventQueueSimulator}. */
    enum Kind {
        TUNED, PLAIN;

        /** A new simulator of this kind for one run on {@code model}. */
        Simulation on(LogP model) {
            return this == TUNED ? new LogPSimulator(model) : new EventQueueSimulator(model);
        }

        /** {@code tuned} or {@code plain}; throws otherwise. */
        static Kind of(String name) {
            return switch (name) {
                case "tuned" -> TUNED;
                case "plain" -> PLAIN;
                default -> throw new IllegalArgumentException("the simulator is tuned or plain, got '" + name + "'");
            };
        }
    }

    /** Runs {@code program} on every processor to the end; throws if some processor still waits for a message. */
    Simulation run(Program program);

    int processors();

    /** Processor {@code p}'s clock: after the run, its finish time. */
    long clock(int p);

    /** Processor {@code p} sends one message to {@code to}; to be called from {@code p}'s callback. */
    void send(int p, int to);

    /** Processor {@code p} asks for its next message; must be the last thing its callback does. */
    void receive(int p);

    /** Every processor's clock: after the run, the finish times. */
    long[] finishTimes();

    /** Messages sent so far. */
    long messages();

    /** The largest finish time. */
    default long makespan() {
        return latest(finishTimes());
    }

    /** The largest of {@code times}, 0 if there are none. */
    static long latest(long[] times) {
        long max = 0;
        for (long t : times) {
            max = Math.max(max, t);
        }
        return max;
    }
}
