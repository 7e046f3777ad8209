package org.pcmemu.emulator;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The barrier that ends a superstep for the contiguous group of processors
 * {@code [first, first + size)}, and the bookkeeping of the superstep it ends. No lock: each
 * processor does one atomic decrement and one volatile read per superstep, then parks.
 *
 * <pre>
 *   arrive:  gen = generation; if (pending.decrementAndGet() != 0) park until generation != gen
 *   last:    scan the group: w = max work, h = max(max sent, max received), zero the counters;
 *            price the superstep; pending = live members; generation++ (volatile); unpark them
 * </pre>
 *
 * Finished processors count as having arrived at every later barrier: a processor whose program
 * returns decrements {@code pending} once ({@link #leave}) and is left out of later counts. So
 * processors may disagree on the number of supersteps; the run ends when the last one finishes.
 * The work after the last barrier forms a final superstep, recorded (and priced like any other)
 * only if some processor charged work or posted a message in it.
 *
 * <p>Memory ordering: a member writes its counters, posts and {@code finished} before its
 * {@code pending.decrementAndGet()}; the decrements form a chain of volatile read-modify-writes,
 * so the last arriver sees all of it. The last arriver's writes (zeroed counters, statistics,
 * {@code elapsed}, {@code pending}) precede its volatile write of {@code generation}, which the
 * released members read before they go on. Nothing else touches the fields marked last-arriver
 * only, so they need no further synchronization.
 *
 * <p>Cost per superstep: O(1) atomic operations per member, plus O(size) plain reads and
 * {@code unpark} calls by the last arriver.
 */
final class SuperstepBarrier {
    private final SuperstepMachine machine;
    private final int first;
    private final int end;
    private final SuperstepCost price;
    private final AtomicInteger pending;
    private volatile int generation;

    /* Last-arriver only (see the class comment for the ordering). */
    private final List<Superstep> supersteps = new ArrayList<>();
    private long elapsed;
    private long messages;
    private long words;

    SuperstepBarrier(SuperstepMachine machine, int first, int size, SuperstepCost price) {
        this.machine = machine;
        this.first = first;
        this.end = first + size;
        this.price = price;
        this.pending = new AtomicInteger(size);
    }

    /** Called by p's thread at the end of its superstep; returns once the superstep is over. */
    void arrive(SuperstepProcessor p) {
        int gen = generation;
        if (pending.decrementAndGet() == 0) {
            complete(p);
            return;
        }
        while (generation == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
    }

    /** Called by p's thread once its program has returned ({@code p.finished} already set). */
    void leave(SuperstepProcessor p) {
        if (pending.decrementAndGet() == 0) {
            complete(p);
        }
    }

    /** Model time at which the current superstep began; read by members after their release. */
    long elapsed() {
        return elapsed;
    }

    List<Superstep> supersteps() {
        return supersteps;
    }

    long messages() {
        return messages;
    }

    long words() {
        return words;
    }

    private void complete(SuperstepProcessor self) {
        long w = 0;
        long h = 0;
        long stepMessages = 0;
        long stepWords = 0;
        int live = 0;
        for (int i = first; i < end; i++) {
            SuperstepProcessor q = machine.processor(i);
            w = Math.max(w, q.work);
            h = Math.max(h, Math.max(q.sentWords, q.takeReceivedWords()));
            stepMessages += q.sentMessages;
            stepWords += q.sentWords;
            q.work = 0;
            q.sentWords = 0;
            q.sentMessages = 0;
            if (!q.finished) {
                live++;
            }
        }
        boolean last = live == 0;
        if (!last || w > 0 || h > 0) {
            record(w, h, stepMessages, stepWords, !last);
        }
        if (last) {
            machine.allFinished();
            return;
        }
        pending.set(live);
        generation = generation + 1; // releases: see the class comment
        for (int i = first; i < end; i++) {
            SuperstepProcessor q = machine.processor(i);
            if (!q.finished && q != self) {
                LockSupport.unpark(q.thread);
            }
        }
    }

    private void record(long w, long h, long stepMessages, long stepWords, boolean barrier) {
        long cost;
        try {
            cost = price.cost(w, h);
            if (cost < 0) {
                throw new ArithmeticException("negative superstep cost " + cost);
            }
            supersteps.add(new Superstep(supersteps.size(), w, h, stepMessages, stepWords, elapsed, cost, barrier));
            elapsed = Math.addExact(elapsed, cost);
        } catch (RuntimeException e) { // overflow, or a faulty price: the run fails, not this processor
            machine.failRun(new EmulationException("cannot price superstep " + supersteps.size() + " (w=" + w
                    + ", h=" + h + "): " + e.getMessage(), e));
            throw SuperstepAborted.INSTANCE;
        }
        messages += stepMessages;
        words += stepWords;
    }
}
