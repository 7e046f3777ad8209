package org.pcmemu.models.logp;

import java.util.Locale;
import java.util.Objects;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.window.CapacityRule;
import org.pcmemu.emulator.window.WindowEngine;
import org.pcmemu.emulator.window.WindowProgram;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.WallClockTimeoutException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.WindowRunResult;

/**
 * The LogP model (Culler et al. 1993) with P processors, latency L, overhead o and gap g, all in
 * model cycles, and its extension to long messages, LogGP (Alexandrov, Ionescu, Schauser,
 * Scheiman 1995), with a gap per byte G and, from LogGOPS (Hoefler, Schneider, Lumsdaine 2010),
 * an overhead per byte O. The rules (docs/models.md, "LogP" and "LogGP"), for a message of k
 * bytes (k = 1 unless the program gives a size; with k = 1, or G = O = 0, LogGP is LogP):
 *
 * <pre>
 *  send issued at clock c:     s = max(c, lastSendStart + lastSendGap)   busy [s, s + o + (k-1)O)
 *                              leaves at s+o, arrives at a = s+o+L;  its gap: g + (k-1)G
 *  receive of message a:       r = max(c, a, lastReceiveStart + lastReceiveGap)
 *                              busy [r, r + o + max((k-1)O, (k-1)G)), the datum usable at its end;
 *                              its gap: g + (k-1)G
 * </pre>
 *
 * So consecutive one-byte sends of one processor start max(g, o) apart, and a datum of k bytes
 * sent at 0 is usable at L + 2o + (k-1)G (O = 0): LogGP's o + (k-1)G + L + o. When the receive
 * starts is the {@code receiveRule}'s: at the program's call ({@link ReceiveRule#AT_CALL}, c the
 * clock at the call) or as soon as the message arrives and the processor is free
 * ({@link ReceiveRule#AT_ARRIVAL}). Capacity, ceil(L/g) messages in transit: from a processor it
 * holds by construction (sends are at least g apart, so at most ceil(L/g) depart within any L
 * cycles); to a processor it is, by {@code capacityMode}, enforced by stalling the sender (the
 * default, the LogP paper's rule; the window engine's {@link CapacityRule}), checked and reported
 * in {@link CapacityReport}, or ignored. With g = 0 or L = 0 there is no limit and the three modes
 * run alike. Every message is in the network for exactly L, whatever its size: the (k-1)G of a
 * long message is paid at its ends, where LogGOPSim pays it.
 *
 * @param P processors, at least 1
 * @param L latency, at least 0
 * @param o overhead, at least 0
 * @param g gap, at least 0; L + o must be at least 1 (a message takes at least one cycle)
 * @param G gap per byte of a long message (LogGP), at least 0; 0 on LogP and postal
 * @param O overhead per byte (LogGOPS), at least 0; 0 on LogP, postal and LogGP
 * @param capacityMode what the run does with the capacity limit
 * @param receiveRule when a processor pays the receive overhead
 */
public record LogP(int P, long L, long o, long g, long G, long O, CapacityMode capacityMode, ReceiveRule receiveRule) {
    /** The largest message a program may send, in bytes: 2^31 - 1. */
    public static final long MAX_BYTES = Integer.MAX_VALUE;

    /*
     * A restartable run is first attempted without decisions below this many processors
     * (FirstAttempt.AUTO). Above, the decisions are a small part of a run (the broadcast at
     * P = 10^6: 2.03 s decided against 1.97 s, medians of five), and a refused attempt costs about
     * the time to start every processor and reach the first stall (the reduce-then-broadcast at
     * P = 10^6: 5.1 to 5.3 s against 3.6 to 3.8 s); below, a run has few processors and often many
     * messages per processor, where the decisions' serial work is a large part (the exchange of
     * bench/README.md: 71 ms against 88 ms on two cores).
     */
    private static final int FIRST_ATTEMPT_BELOW = 1 << 16;

    /**
     * Checks the parameters.
     *
     * @throws InvalidParameterException if P is not in 1..2^28, L, o, g, G or O is negative or
     *         above 2^40, or L + o is 0
     * @throws NullPointerException if capacityMode or receiveRule is null
     */
    public LogP {
        Objects.requireNonNull(capacityMode, "capacityMode");
        Objects.requireNonNull(receiveRule, "receiveRule");
        Limits.processors("P", P);
        Limits.cycles("L", L);
        Limits.cycles("o", o);
        Limits.cycles("g", g);
        Limits.cycles("G", G);
        Limits.cycles("O", O);
        if (L + o < 1) {
            throw new InvalidParameterException("L + o must be at least 1 (a message takes at least one cycle), got L="
                    + L + ", o=" + o);
        }
    }

    /**
     * LogP whose capacity is enforced (the LogP paper's rule), receiving at the program's call.
     *
     * @param P  processors, at least 1
     * @param L  latency, at least 0
     * @param o  overhead, at least 0
     * @param g  gap, at least 0; L + o must be at least 1
     * @throws InvalidParameterException if a parameter breaks its rule
     */
    public LogP(int P, long L, long o, long g) {
        this(P, L, o, g, CapacityMode.ENFORCE);
    }

    /**
     * LogP with a capacity mode, receiving at the program's call.
     *
     * @param P             processors, at least 1
     * @param L             latency, at least 0
     * @param o             overhead, at least 0
     * @param g             gap, at least 0; L + o must be at least 1
     * @param capacityMode  what the run does with the capacity limit
     * @throws InvalidParameterException if a parameter breaks its rule
     */
    public LogP(int P, long L, long o, long g, CapacityMode capacityMode) {
        this(P, L, o, g, 0, 0, capacityMode, ReceiveRule.AT_CALL);
    }

    /**
     * The LogGP machine (Alexandrov et al. 1995, section 2), with the overhead per byte O of
     * LogGOPS (0 for LogGP's own): LogP whose messages have sizes. Its capacity is enforced, and
     * it receives at the program's call.
     *
     * @param P  processors, at least 1
     * @param L  latency, at least 0
     * @param o  overhead, at least 0
     * @param g  gap, at least 0; L + o must be at least 1
     * @param G  gap per byte, at least 0
     * @param O  overhead per byte, at least 0
     * @return the machine
     * @throws InvalidParameterException if a parameter breaks its rule
     */
    public static LogP logGP(int P, long L, long o, long g, long G, long O) {
        return new LogP(P, L, o, g, G, O, CapacityMode.ENFORCE, ReceiveRule.AT_CALL);
    }

    /**
     * The postal model with latency lambda: LogP with o = 0, g = 1, L = lambda, so at most lambda
     * messages in transit to a processor (the SPAA paper's postal model is this special case),
     * enforced.
     *
     * @param P       processors, at least 1
     * @param lambda  the latency, at least 1
     * @return the machine
     * @throws InvalidParameterException if a parameter breaks its rule
     */
    public static LogP postal(int P, long lambda) {
        return postal(P, lambda, CapacityMode.ENFORCE);
    }

    /**
     * The postal model with latency lambda and a capacity mode.
     *
     * @param P             processors, at least 1
     * @param lambda        the latency, at least 1
     * @param capacityMode  what the run does with the capacity, lambda messages in transit
     * @return the machine
     * @throws InvalidParameterException if a parameter breaks its rule
     */
    public static LogP postal(int P, long lambda, CapacityMode capacityMode) {
        if (lambda < 1) {
            throw new InvalidParameterException("lambda must be at least 1, got " + lambda);
        }
        Limits.cycles("lambda", lambda);
        return new LogP(P, lambda, 0, 1, capacityMode);
    }

    /**
     * The same machine with another capacity mode.
     *
     * @param mode  the capacity mode
     * @return the machine
     */
    public LogP withCapacity(CapacityMode mode) {
        return new LogP(P, L, o, g, G, O, mode, receiveRule);
    }

    /**
     * The same machine with another receive rule.
     *
     * @param rule  when a processor pays the receive overhead
     * @return the machine
     */
    public LogP withReceive(ReceiveRule rule) {
        return new LogP(P, L, o, g, G, O, capacityMode, rule);
    }

    /**
     * Whether a message's size changes what it costs: G or O is positive. Otherwise every message
     * costs what a one-byte message costs, as on LogP.
     *
     * @return true if G &gt; 0 or O &gt; 0
     */
    public boolean chargesBytes() {
        return G > 0 || O > 0;
    }

    /**
     * The gap a send or a reception of a message of {@code bytes} bytes leaves before the next one
     * of the same kind may start: g + (bytes - 1) G (LogGP, section 2).
     *
     * @param bytes  the message's size, 1 to {@link #MAX_BYTES}
     * @return the gap, in cycles
     * @throws ArithmeticException if it does not fit in a long
     */
    public long gap(long bytes) {
        return Math.addExact(g, Math.multiplyExact(bytes - 1, G));
    }

    /**
     * The sender's overhead for a message of {@code bytes} bytes: o + (bytes - 1) O (LogGOPS).
     *
     * @param bytes  the message's size, 1 to {@link #MAX_BYTES}
     * @return the overhead, in cycles
     * @throws ArithmeticException if it does not fit in a long
     */
    public long sendOverhead(long bytes) {
        return Math.addExact(o, Math.multiplyExact(bytes - 1, O));
    }

    /**
     * The receiver's busy time for a message of {@code bytes} bytes, from the start of its
     * reception to when its datum is usable: o + max((bytes - 1) O, (bytes - 1) G). The message's
     * first byte arrives L after it leaves; taking in the rest costs the receiver (bytes - 1) G,
     * or (bytes - 1) O if that is more, as in LogGOPSim.
     *
     * @param bytes  the message's size, 1 to {@link #MAX_BYTES}
     * @return the busy time, in cycles
     * @throws ArithmeticException if it does not fit in a long
     */
    public long receiveOverhead(long bytes) {
        return Math.addExact(o, Math.multiplyExact(bytes - 1, Math.max(O, G)));
    }

    /**
     * Whether sends may stall.
     *
     * @return true if the capacity is enforced and finite (g and L positive)
     */
    public boolean stalls() {
        return capacityMode == CapacityMode.ENFORCE && g > 0 && L > 0;
    }

    /**
     * Spacing of consecutive sends (or receives) of one processor.
     *
     * @return max(g, o), in cycles
     */
    public long sendInterval() {
        return Math.max(g, o);
    }

    /**
     * The capacity: messages allowed in transit from or to one processor.
     *
     * @return ceil(L/g), or Long.MAX_VALUE if g = 0
     */
    public long capacity() {
        return g == 0 ? Long.MAX_VALUE : Math.ceilDiv(L, g);
    }

    /**
     * The lookahead: a send issued at clock c arrives at c + o + L or later.
     *
     * @return o + L, in cycles
     */
    public long lookahead() {
        return o + L;
    }

    /**
     * Whether this machine is a postal one.
     *
     * @return true if o = 0 and g = 1
     */
    public boolean isPostal() {
        return o == 0 && g == 1;
    }

    /**
     * Runs {@code program} on every processor, once, with no hints ({@link Hints#NONE}): every
     * processor waits parked from the start until its first call, and under the enforced capacity
     * every send is decided by the engine in (attempt, sender id) order (docs/architecture.md,
     * "Capacity stalls"). The rules each call follows are {@link LogPProcessor}'s.
     *
     * <p>With a latency seed ({@link RunOptions#latencySeed()}, the latency spread) each
     * message takes a latency drawn from [1, L] by a hash of the seed, its sender and the
     * sender's send count (the LogP paper, section 3: L is an upper bound), so the lookahead is
     * o + 1, and the capacity, whose enforcement assumes that every message takes L, is only
     * checked: the run's {@link CapacityReport} then says check.
     *
     * <p>Called from any thread, which waits for the end of the run; the program runs on the
     * run's own threads, one per processor.
     *
     * @param program  the code every processor runs, once
     * @param options  thread mode, timeout, trace, jitter seed and latency spread
     * @return what the run measured, with its capacity report
     * @throws ProcessorFailureException if a program throws (the least model time, then id)
     * @throws DeadlockException if every live processor waits for a message and none is in flight
     * @throws WallClockTimeoutException if the run outlasts {@link RunOptions#timeout()}
     * @throws EmulationException for any other failure of the run
     */
    public LogPRun run(LogPProgram program, RunOptions options) {
        return run(program, options, Hints.NONE);
    }

    /**
     * {@link #run(LogPProgram, RunOptions)} with what the program promises about itself and how
     * the engine should run it ({@link Hints}). The result is the same as without hints whenever
     * the program keeps its promises; only the wall time and, for some hints, the count of
     * synchronization windows differ. A promise broken is either found, and the run fails (or,
     * for a restartable program, runs again with every send decided), or never observable.
     *
     * @param program  the code every processor runs
     * @param options  thread mode, timeout, trace, jitter seed and latency spread
     * @param hints    the program's promises and the engine's tuning; {@link Hints#NONE} for none
     * @return what the run measured, with its capacity report
     * @throws ProcessorFailureException if a program throws (the least model time, then id)
     * @throws DeadlockException if every live processor waits for a message and none is in flight
     * @throws WallClockTimeoutException if the run (or one of a restartable run's two attempts)
     *         outlasts {@link RunOptions#timeout()}
     * @throws EmulationException for any other failure, and when an {@link Hints#unstalled()}
     *         program sent more than ceil(L/g) messages in transit to a processor
     */
    public LogPRun run(LogPProgram program, RunOptions options, Hints hints) {
        Objects.requireNonNull(hints, "hints");
        IntPredicate receivesFirst = hints.receivesFirst() != null ? hints.receivesFirst() : program.receivesFirst();
        if (hints.unstalled()) {
            return runUnstalled(program, options, hints, receivesFirst);
        }
        if (hints.restartable()) {
            return runRestartable(program, options, hints, receivesFirst);
        }
        return attempt(program, options, false, receivesFirst, hints.deciders());
    }

    /**
     * What a LogP program promises about itself, and how the engine should run it: the second
     * argument of {@link LogP#run(LogPProgram, RunOptions, Hints)}. None of them changes a
     * model-time result of a program that keeps its promises (docs/architecture.md, "An enforced
     * run without decisions first"). Immutable; build one from {@link #NONE} with the
     * {@code with} methods, for example
     * {@code Hints.NONE.withRestartable(false).withReceivesFirst(i -> i != 0)}.
     *
     * @param receivesFirst    the processors whose program begins with {@link LogPProcessor#receive()}
     *                         (see {@link LogPProgram#receivesFirst()}, whose place it takes), or
     *                         null for the program's own: each of them is started only when its
     *                         first message can be taken, instead of waiting parked from the start
     * @param restartable      the program may be started a second time: everything it leaves
     *                         outside the run is written again, with the same values or the run's,
     *                         whenever it runs (results stored by processor, say, but not a count
     *                         incremented, a line printed or a file appended to). Under the
     *                         enforced capacity the run is first attempted without the engine's
     *                         decisions; if a send would have stalled, it runs again with them
     * @param fewMessagesEach  with {@code restartable}: the program sends no processor more than
     *                         ceil(L/g) messages in all (a tree broadcast), so none of its sends can
     *                         stall and the first attempt is made at any P ({@link FirstAttempt#AUTO})
     * @param unstalled        the program may be started only once, but none of its sends can
     *                         stall by its own schedule (each processor receives at most one message
     *                         in any g cycles): it runs without the engine's decisions, checked, and
     *                         a broken promise fails the run
     * @param firstAttempt     whether a restartable run makes its first attempt without decisions
     * @param deciders         threads that decide the sends under the enforced capacity, 1 to 64
     *                         (at most the available processors are used); the default 1 is the
     *                         fastest on 2 cores (docs/performance.md, "Many cores")
     */
    public record Hints(IntPredicate receivesFirst, boolean restartable, boolean fewMessagesEach, boolean unstalled,
                        FirstAttempt firstAttempt, int deciders) {
        /** No promises and the default tuning: the program's own receivesFirst, one decider. */
        public static final Hints NONE = new Hints(null, false, false, false, FirstAttempt.AUTO, 1);

        /**
         * Checks that the hints agree.
         *
         * @throws IllegalArgumentException if {@code unstalled} and {@code restartable} are both
         *         set, if {@code fewMessagesEach} is set without {@code restartable}, or if
         *         {@code firstAttempt} is null
         * @throws InvalidParameterException if {@code deciders} is not in 1..64
         */
        public Hints {
            Objects.requireNonNull(firstAttempt, "firstAttempt");
            if (unstalled && restartable) {
                throw new IllegalArgumentException("a program is run either unstalled (once, without decisions) or"
                        + " restartable (a first attempt without decisions, then with them), not both");
            }
            if (fewMessagesEach && !restartable) {
                throw new IllegalArgumentException("fewMessagesEach qualifies a restartable program");
            }
            if (deciders < 1 || deciders > WindowEngine.MAX_DECIDERS) {
                throw new InvalidParameterException("deciders must be in 1.." + WindowEngine.MAX_DECIDERS + ", got "
                        + deciders);
            }
        }

        /**
         * These hints with the processors that begin with a reception.
         *
         * @param which  accepts the ids of the processors whose program begins with
         *               {@link LogPProcessor#receive()}; asked once per processor; null for the
         *               program's own {@link LogPProgram#receivesFirst()}
         * @return the new hints
         */
        public Hints withReceivesFirst(IntPredicate which) {
            return new Hints(which, restartable, fewMessagesEach, unstalled, firstAttempt, deciders);
        }

        /**
         * These hints for a program that may be started a second time (see {@link #restartable()}).
         *
         * @param fewMessages  true if the program also sends no processor more than ceil(L/g)
         *                     messages in all (see {@link #fewMessagesEach()})
         * @return the new hints
         */
        public Hints withRestartable(boolean fewMessages) {
            return new Hints(receivesFirst, true, fewMessages, false, firstAttempt, deciders);
        }

        /**
         * These hints for a program none of whose sends can stall, started once (see
         * {@link #unstalled()}).
         *
         * @return the new hints
         */
        public Hints withUnstalled() {
            return new Hints(receivesFirst, false, false, true, firstAttempt, deciders);
        }

        /**
         * These hints with another choice of first attempt for a restartable program.
         *
         * @param when  AUTO, ALWAYS or NEVER
         * @return the new hints
         */
        public Hints withFirstAttempt(FirstAttempt when) {
            return new Hints(receivesFirst, restartable, fewMessagesEach, unstalled, when, deciders);
        }

        /**
         * These hints with another number of deciding threads.
         *
         * @param threads  1 to 64
         * @return the new hints
         */
        public Hints withDeciders(int threads) {
            return new Hints(receivesFirst, restartable, fewMessagesEach, unstalled, firstAttempt, threads);
        }
    }

    /**
     * Whether a restartable run ({@link Hints#restartable()}) under the enforced capacity is first
     * attempted without the engine's decisions. The attempt is kept when no send would have
     * stalled; otherwise the program runs again with every send decided. Below 65,536 processors
     * a refused attempt costs little against the decisions' serial work; above, the decisions are a
     * small part of a run and a refused attempt costs about the time to start every processor
     * (docs/architecture.md, "An enforced run without decisions first").
     */
    public enum FirstAttempt {
        /** Below 65,536 processors, or at any P for a program with {@link Hints#fewMessagesEach()}. */
        AUTO,
        /** At any P. */
        ALWAYS,
        /** Never: every send is decided by the engine from the start. */
        NEVER
    }

    /*
     * An unstalled run (Hints.unstalled): a program none of whose sends can stall, by its own
     * schedule, and which may be started only once: one in which each processor receives at most
     * one message in any g cycles (the combining broadcast of TR section 5.2 receives one a step,
     * max(g, 2o) apart), so that never more than ceil(L/g) are in transit to it and the enforced
     * run is the run without the rule. It runs that way, without the engine's decisions (no wait
     * per send, fewer windows), and checks every reception, and every message never received,
     * against ceil(L/g), as the first attempt of a restartable run does. If one exceeds it, the
     * program broke its promise: the run fails with an EmulationException saying so (the program
     * is not started again). A program that broke it may instead fail, or deadlock, before a count
     * finds the excess, since its times are not the enforced run's from the first send that would
     * have stalled: the run then ends with that failure. Either way a broken promise never gives a
     * result. Under check or off, or with a latency seed, this is the plain run.
     */
    private LogPRun runUnstalled(LogPProgram program, RunOptions options, Hints hints, IntPredicate receivesFirst) {
        if (!stalls() || options.latencySeed() != 0) {
            return attempt(program, options, false, receivesFirst, hints.deciders());
        }
        LogPRun run;
        try {
            run = attempt(program, options, true, receivesFirst, hints.deciders());
        } catch (ProcessorFailureException e) {
            if (e.getCause() instanceof WouldStall) {
                throw brokenPromise("processor " + e.processor() + " found more in transit to it when it received at"
                        + " model time " + e.modelTime());
            }
            throw e;
        }
        if (run == null) {
            throw brokenPromise("more were in transit to a processor: at a reception whose WouldStall the program"
                    + " caught, or among the messages it never received");
        }
        return run;
    }

    private EmulationException brokenPromise(String what) {
        return new EmulationException("the program was run as one whose sends never stall, but one would have"
                + " stalled: at most ceil(L/g) = " + capacity() + " messages may be in transit to a processor, and "
                + what);
    }

    /*
     * A restartable run (Hints.restartable): the same result, faster when no send stalls.
     *
     * Under the enforced capacity every send is decided by the engine in (attempt, sender id)
     * order, so that a send that would exceed its destination's limit waits. If no send ever
     * would, every send starts when asked, and the run is the run without the rule. So the first
     * attempt is that run (sends start when asked, each reception counts the messages in transit
     * to its receiver, and the messages never received are counted after it): if no count
     * exceeds ceil(L/g), it is the enforced run, stalls none. Otherwise, or if the attempt fails
     * (a processor's exception, a deadlock), it ends, and the program runs again with the
     * decisions; the options' timeout bounds each attempt, and the result's wall time is both
     * attempts'. (Running out of time or memory, or any other failure, ends the run.) Why a count
     * finds every send that would stall: the enforced rule stalls a send when at least ceil(L/g)
     * messages decided before it arrive in (a - L, a], a its own arrival; up to the first such
     * send the attempt's times are the enforced run's, and a receiver takes its messages in
     * (arrival, sender) order, the order in which their sends are decided, so when it takes (or,
     * after the run, is found to have left) that send's message it counts exactly those, plus
     * one. The result's window count is that of the attempt that gave it. A program with
     * fewMessagesEach cannot stall, so its attempt is made at any P (still checked: one that
     * breaks the promise gets the decided run, only slower).
     */
    private LogPRun runRestartable(LogPProgram program, RunOptions options, Hints hints, IntPredicate receivesFirst) {
        if (!stalls() || options.latencySeed() != 0 || !attemptsFirst(hints, P)) {
            return attempt(program, options, false, receivesFirst, hints.deciders());
        }
        IntPredicate once = receivesFirst;
        if (receivesFirst != null) { // asked once per processor, for both attempts
            boolean[] declared = new boolean[P];
            for (int i = 0; i < P; i++) {
                declared[i] = receivesFirst.test(i);
            }
            once = i -> declared[i];
        }
        long start = System.nanoTime();
        String ended = "was refused";
        try {
            LogPRun first = attempt(program, options, true, once, hints.deciders());
            if (first != null) {
                return first;
            }
        } catch (ProcessorFailureException | DeadlockException e) {
            // a stall found during the attempt (WouldStall), or a failure that the decided run,
            // whose times differ from the first stall on, may not have
            ended = e.getCause() instanceof WouldStall ? "was refused" : "failed";
        } catch (WallClockTimeoutException e) {
            // Ends the run: the attempt was stopped mid-window, and a processor computing outside
            // the emulator would go on writing what a second start writes, until its next call.
            throw new WallClockTimeoutException(e.getMessage() + " (in a first attempt without decisions)");
        }
        long spent = System.nanoTime() - start;
        LogPRun run;
        try {
            run = attempt(program, options, false, once, hints.deciders());
        } catch (WallClockTimeoutException e) {
            // the timeout bounds each attempt; the message says there were two
            throw new WallClockTimeoutException(e.getMessage() + String.format(Locale.ROOT,
                    " (after a first attempt without decisions that %s in %.2f s)", ended, spent / 1e9));
        }
        return new LogPRun(this, run.result().withMoreWall(spent), run.capacity());
    }

    /* Whether a restartable run of P processors is first attempted without decisions (FirstAttempt). */
    static boolean attemptsFirst(Hints hints, int P) {
        return switch (hints.firstAttempt()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTO -> hints.fewMessagesEach() || P < FIRST_ATTEMPT_BELOW;
        };
    }

    /*
     * One attempt. speculative: without the capacity rule, ending at the first reception that
     * exceeds it (WouldStall) and returning null if a message never received exceeds it.
     */
    private LogPRun attempt(LogPProgram program, RunOptions options, boolean speculative,
                            IntPredicate receivesFirst, int deciders) {
        LogPProcessor[] views = new LogPProcessor[P];
        long latencySeed = options.latencySeed();
        CapacityRule rule = stalls() && latencySeed == 0 && !speculative
                ? new CapacityRule(capacity(), o, L, sendInterval()) : null;
        long lookahead = latencySeed == 0 ? lookahead() : o + Math.min(L, 1);
        LogPProcessor.Rules rules = new LogPProcessor.Rules(this, latencySeed, speculative);
        WindowProgram body = core -> {
            LogPProcessor view = new LogPProcessor(rules, core);
            views[core.id()] = view;
            try {
                program.run(view);
            } catch (Throwable t) {
                flushAfterFailure(view);
                throw t;
            }
            view.endSends(); // the program's last sends count before it ends, decided after its thread ends
        };
        WindowRunResult result = speculative ? WindowEngine.attempt(P, lookahead, options, body, receivesFirst)
                : WindowEngine.run(P, lookahead, rule, deciders, options, body, receivesFirst);
        if (receiveRule == ReceiveRule.AT_ARRIVAL) {
            long held = 0;
            for (LogPProcessor v : views) {
                held += v.takenNotReceived();
            }
            if (held > 0) {
                result = result.withUndelivered(result.undelivered() + held);
            }
        }
        CapacityMode applied = stalls() && rule == null && !speculative ? CapacityMode.CHECK : capacityMode;
        CapacityReport report = CapacityReport.merge(applied, capacity(), views);
        if (speculative) {
            if (report.violations() > 0) {
                return null; // a program caught the WouldStall and went on
            }
            if (result.undelivered() > 0) {
                try {
                    for (LogPProcessor v : views) {
                        v.checkLeftovers();
                    }
                } catch (WouldStall stall) {
                    return null;
                }
            }
        }
        return new LogPRun(this, result, report);
    }

    /*
     * A program that fails after deferred sends ends with them decided, as if each had waited,
     * so the failure is reported at the same clock. If the run is being aborted meanwhile, the
     * program's own failure is still the one rethrown.
     */
    private static void flushAfterFailure(LogPProcessor view) {
        try {
            view.flushSends();
        } catch (RuntimeException aborted) {
            // the run ends anyway
        }
    }

    @Override
    public String toString() {
        String mode = (capacityMode == CapacityMode.ENFORCE ? "" : ", capacity=" + capacityMode.label())
                + (receiveRule == ReceiveRule.AT_CALL ? "" : ", receive=" + receiveRule.label());
        if (chargesBytes()) {
            return "LogGP(P=" + P + ", L=" + L + ", o=" + o + ", g=" + g + ", G=" + G + (O == 0 ? "" : ", O=" + O)
                    + mode + ")";
        }
        return isPostal() ? "postal(P=" + P + ", lambda=" + L + mode + ")"
                : "LogP(P=" + P + ", L=" + L + ", o=" + o + ", g=" + g + mode + ")";
    }
}
