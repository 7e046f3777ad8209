package org.pcmemu.emulator.barrier;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.run.RunAborted;
import org.pcmemu.emulator.trace.EventKind;

/**
 * A sub-machine of a barrier-engine run: the consecutive processors
 * {@code [first, first + size)}, their own clock, and the barrier that ends each of their steps.
 * The whole machine is the root; a partition splits a sub-machine into consecutive parts that run
 * independently, each on its own clock and barrier, and merge back when all parts are done: the
 * merged clock is the largest clock of a part (Juurlink et al. 2003, §2.1: "the cost of a
 * partition instruction is the maximum time taken by the created sub-HPRAMs").
 *
 * <pre>
 *   [0, 8)  step 0 | step 1 | partition [4, 4]                      merge | step 2 | ...
 *                            [0, 4)  step 0 | step 1 | final -------->|
 *                            [4, 8)  step 0 | final ----------------->|   clock = max of parts
 * </pre>
 *
 * A member arrives at the barrier with what it asks for: end the step ({@code sync}), partition
 * (with the part sizes), or leave (its program or part returned; it counts as arrived at every
 * later step). All live members must ask for the same thing; a partition needs every member live
 * and the same sizes from all. No lock: each member does one atomic decrement and one volatile
 * read per step, then parks; the last arriver:
 *
 * <pre>
 *   scan members: w = max work, h = max(max sent, max received), zero the counters
 *   price the step with the model's rule (SYNC always; PARTITION and FINAL only if not empty)
 *   partition: create the parts (clocks = this clock); pending = size, to count the merge
 *   merge (every member came back from its part): clock = max of the parts' clocks
 *   pending = live members; generation++ (volatile); unpark them
 * </pre>
 *
 * <p>Failures are decided per step, so the report does not depend on thread scheduling: a
 * member whose program threw leaves the step marked failed; the step's last arriver then fails
 * the sub-machine with the least (model time, processor id) among the step's failures (a broken
 * model rule found when pricing counts as a failure of the sub-machine's first processor). The
 * whole machine reports it; a part releases its waiting members to unwind and counts them as back
 * at its parent's merge, and the merge fails the parent with the least failure of its parts.
 *
 * <p>Memory ordering: a member writes its arrival kind, counters, posts and partition sizes
 * before its {@code pending.decrementAndGet()}; the decrements are a chain of volatile
 * read-modify-writes, so the last arriver sees all of it. Its writes (statistics, clock, parts,
 * members' epochs) precede its volatile write of {@code generation}, which released members read
 * before they go on. A part's last leaver completes the part before it arrives at the parent's
 * merge, so the merge sees every part's clock. The fields marked last-arriver only are touched by
 * nobody else, so they need no further synchronization.
 */
public final class SubMachine {
    private static final byte RUNNING = 0;
    private static final byte STEPPING = 1;
    private static final byte PARTITIONING = 2;
    private static final byte LEFT = 3;
    private static final byte MERGING = 4;
    private static final byte FAILED = 5;

    private final BarrierMachine machine;
    private final StepRule rule;
    private final SubMachine parent;
    private final int first;
    private final int size;
    private final int depth;
    private final AtomicInteger pending;
    private final byte[] arrival; // by member offset; written by the member before its decrement
    private volatile int generation;

    /* Last-arriver only (see the class comment for the ordering). */
    private final List<Object> history = new ArrayList<>(); // Step, or OpenPartition
    private long elapsed;
    private int steps;
    private SubMachine[] parts;
    private OpenPartition partition;
    private Failure failure; // members read it after their release; the parent after the part's count

    SubMachine(BarrierMachine machine, StepRule rule, SubMachine parent, int first, int size, int depth, long start) {
        this.machine = machine;
        this.rule = rule;
        this.parent = parent;
        this.first = first;
        this.size = size;
        this.depth = depth;
        this.elapsed = start;
        this.pending = new AtomicInteger(size);
        this.arrival = new byte[size];
    }

    /** The first processor. */
    public int first() {
        return first;
    }

    /** The number of processors, k. */
    public int size() {
        return size;
    }

    /** One past the last processor. */
    public int end() {
        return first + size;
    }

    /** 0 for the whole machine, 1 for the parts of a partition of it, and so on. */
    public int depth() {
        return depth;
    }

    /** Whether processor {@code id} belongs to this sub-machine. */
    public boolean contains(int id) {
        return id >= first && id < first + size;
    }

    /** "[4, 8)". */
    @Override
    public String toString() {
        return "[" + first + ", " + end() + ")";
    }

    /**
     * The clock: model time at which the current step began. Only for a {@link StepRule}
     * during its call, and for members (through {@link BarrierProcessor#time()}).
     */
    public long time() {
        return elapsed;
    }

    long elapsed() {
        return elapsed;
    }

    /* Index of the current step. Members read it after their release. */
    int steps() {
        return steps;
    }

    /* The part that holds processor id, during a partition; members read it after their release. */
    SubMachine partOf(int id) {
        int lo = 0;
        int hi = parts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (parts[mid].first <= id) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return parts[lo];
    }

    /** Ends p's step with a sync; returns once the step is over. */
    void sync(BarrierProcessor p) {
        arrive(p, STEPPING);
    }

    /** Asks for a partition (p.partitionSizes set); returns once the parts exist. */
    void split(BarrierProcessor p) {
        arrive(p, PARTITIONING);
    }

    /** p is back from its part; returns once every part is done and the clock merged. */
    void merge(BarrierProcessor p) {
        arrive(p, MERGING);
    }

    /** p's program or part returned: it arrives at this and every later step, without waiting. */
    void leave(BarrierProcessor p) {
        arrival[p.id - first] = LEFT;
        if (pending.decrementAndGet() == 0) {
            complete(p);
        }
    }

    /** p's program threw (p.failure set): it leaves this step marked failed, without waiting. */
    void leaveFailed(BarrierProcessor p) {
        arrival[p.id - first] = FAILED;
        if (pending.decrementAndGet() == 0) {
            complete(p);
        }
    }

    private void arrive(BarrierProcessor p, byte kind) {
        arrival[p.id - first] = kind;
        int gen = generation;
        if (pending.decrementAndGet() == 0) {
            complete(p);
        } else {
            // nothing but a call after the first park: see WindowSynchronizer.await
            if (generation == gen) {
                machine.checkAlive();
                LockSupport.park(this);
            }
            parkAgainUntilReleased(gen);
        }
        if (failure != null) {
            throw RunAborted.INSTANCE; // this sub-machine failed: unwind (see the class comment)
        }
    }

    private void parkAgainUntilReleased(int gen) {
        while (generation == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
    }

    private void complete(BarrierProcessor self) {
        if (parts != null) {
            completeMerge(self);
            return;
        }
        long w = 0;
        long h = 0;
        long messages = 0;
        long words = 0;
        int live = 0;
        long[] traced = machine.tracing() ? new long[3 * size] : null; // work, sent, received per member
        Failure failed = null;
        int newlyLeft = 0; // programs that returned in this step (whole machine only)
        BarrierProcessor partitioner = null;
        BarrierProcessor stepper = null;
        BarrierProcessor leaver = null;
        for (int i = first; i < first + size; i++) {
            BarrierProcessor q = machine.processor(i);
            long received = q.takeReceivedWords();
            w = Math.max(w, q.work);
            h = Math.max(h, Math.max(q.sentWords, received));
            messages += q.sentMessages;
            words += q.sentWords;
            if (traced != null) {
                traced[3 * (i - first)] = q.work;
                traced[3 * (i - first) + 1] = q.sentWords;
                traced[3 * (i - first) + 2] = received;
            }
            q.work = 0;
            q.sentWords = 0;
            q.sentMessages = 0;
            byte a = arrival[i - first];
            if (a == FAILED) {
                failed = failed == null ? new Failure(elapsed, q.id, q.failure) : failed; // ids ascend
                continue;
            }
            if (a == LEFT) {
                leaver = leaver == null ? q : leaver;
                newlyLeft += depth == 0 && q.finishTime < 0 ? 1 : 0;
                continue;
            }
            live++;
            if (a == PARTITIONING) {
                if (partitioner == null) {
                    partitioner = q;
                } else if (failed == null && !Arrays.equals(q.partitionSizes, partitioner.partitionSizes)) {
                    failed = disagree(partitioner.id + " partitions it into " + Arrays.toString(partitioner.partitionSizes)
                            + " but processor " + q.id + " into " + Arrays.toString(q.partitionSizes));
                }
            } else {
                stepper = stepper == null ? q : stepper;
            }
        }
        if (failed == null && partitioner != null && stepper != null) {
            failed = disagree(partitioner.id + " partitions it but processor " + stepper.id + " ends the step with sync");
        }
        if (failed == null && partitioner != null && leaver != null) {
            failed = disagree(partitioner.id + " partitions it but processor " + leaver.id
                    + " has finished its program");
        }
        StepEnd end = partitioner != null ? StepEnd.PARTITION : live == 0 ? StepEnd.FINAL : StepEnd.SYNC;
        if (failed == null && (end == StepEnd.SYNC || w > 0 || h > 0 || messages > 0)) {
            failed = record(w, h, messages, words, end, traced);
        }
        if (failed != null) {
            fail(failed, self);
            return;
        }
        steps++;
        if (newlyLeft > 0) {
            finishTimes();
        }
        if (live == 0) {
            if (depth == 0) {
                machine.complete();
            }
            return; // a part: each leaver goes on to its parent's merge
        }
        if (partitioner != null) {
            createParts(partitioner.partitionSizes);
            pending.set(size); // every member comes back for the merge
        } else {
            pending.set(live);
        }
        release(self);
    }

    /*
     * Members whose program returned in the step just priced finish at its end. Whole machine
     * only: a program returns only there, since partition() returns after the merge.
     */
    private void finishTimes() {
        for (int i = first; i < first + size; i++) {
            BarrierProcessor q = machine.processor(i);
            if (arrival[i - first] == LEFT && q.finishTime < 0) {
                q.finishTime = elapsed;
            }
        }
    }

    /*
     * The step (or merge) failed: the whole machine ends the run; a part releases its waiting
     * members, which unwind, and counts every member that will not come back by itself (all but
     * those whose part returned, which go to the merge on their own) as back at the parent's merge.
     */
    private void fail(Failure failed, BarrierProcessor self) {
        failure = failed;
        if (depth == 0) {
            machine.failRun(failed.error);
            return;
        }
        int notBack = 0;
        for (int i = 0; i < size; i++) {
            notBack += arrival[i] == LEFT ? 0 : 1;
        }
        release(self);
        if (parent.pending.addAndGet(-notBack) == 0) {
            parent.complete(self);
        }
    }

    private void createParts(int[] sizes) {
        parts = new SubMachine[sizes.length];
        int at = first;
        for (int i = 0; i < sizes.length; i++) {
            parts[i] = new SubMachine(machine, rule, this, at, sizes[i], depth + 1, elapsed);
            at += sizes[i];
        }
        partition = new OpenPartition(parts, elapsed);
        history.add(partition);
    }

    private void completeMerge(BarrierProcessor self) {
        long end = elapsed;
        Failure failed = null;
        for (SubMachine part : parts) {
            end = Math.max(end, part.elapsed);
            if (part.failure != null && (failed == null || part.failure.before(failed))) {
                failed = part.failure;
            }
        }
        if (failed != null) {
            fail(failed, self);
            return;
        }
        if (machine.tracing()) {
            for (SubMachine part : parts) {
                for (int i = part.first; i < part.first + part.size && part.elapsed < end; i++) {
                    machine.processor(i).trace.addLocal(EventKind.IDLE, part.elapsed, end);
                }
            }
        }
        partition.cost = end - elapsed;
        elapsed = end;
        parts = null;
        partition = null;
        // Members' epochs differ by part; all continue from the largest (see BarrierProcessor).
        int epoch = 0;
        for (int i = first; i < first + size; i++) {
            epoch = Math.max(epoch, machine.processor(i).epoch);
        }
        for (int i = first; i < first + size; i++) {
            machine.processor(i).epoch = epoch;
        }
        pending.set(size);
        release(self);
    }

    private void release(BarrierProcessor self) {
        for (int i = 0; i < size; i++) {
            if (arrival[i] != LEFT) {
                arrival[i] = RUNNING;
            }
        }
        generation = generation + 1; // releases: see the class comment
        for (int i = first; i < first + size; i++) {
            BarrierProcessor q = machine.processor(i);
            if (arrival[i - first] != LEFT && q != self) {
                LockSupport.unpark(machine.thread(q.id));
            }
        }
    }

    /* Prices the step and records it; returns the failure if the rule rejects it. */
    private Failure record(long w, long h, long messages, long words, StepEnd end, long[] traced) {
        long cost;
        try {
            cost = rule.price(this, steps, w, h, end);
            if (cost < 0) {
                throw new ArithmeticException("negative step cost " + cost);
            }
            history.add(new Step(first, size, depth, steps, w, h, messages, words, elapsed, cost, end));
            long start = elapsed;
            elapsed = Math.addExact(elapsed, cost);
            if (traced != null) {
                for (int i = 0; i < size; i++) {
                    machine.processor(first + i).trace.addStep(start, elapsed, steps, traced[3 * i],
                            traced[3 * i + 1], traced[3 * i + 2], first, size, depth);
                }
            }
            return null;
        } catch (EmulationException e) { // the model's verdict on this step, e.g. an EREW violation
            return new Failure(elapsed, first, e);
        } catch (RuntimeException e) { // overflow, or a faulty rule: the run fails, not this processor
            return new Failure(elapsed, first, new EmulationException("cannot price step " + steps
                    + " of sub-machine " + this + " (w=" + w + ", h=" + h + "): " + e.getMessage(), e));
        }
    }

    private Failure disagree(String what) {
        return new Failure(elapsed, first, new EmulationException("sub-machine " + this + ", step " + steps
                + ": processor " + what + "; all live members must end a step the same way"));
    }

    /**
     * Adds this sub-machine's steps and partitions, and those of its parts, in time order; a
     * partition comes before its parts' steps. Main thread, after the run. Iterative: a chain of
     * partitions may be p deep.
     */
    void collect(List<Step> stepsOut, List<Partition> partitionsOut) {
        ArrayDeque<Iterator<Object>> open = new ArrayDeque<>();
        ArrayDeque<SubMachine> owners = new ArrayDeque<>();
        open.push(history.iterator());
        owners.push(this);
        while (!open.isEmpty()) {
            if (!open.peek().hasNext()) {
                open.pop();
                owners.pop();
                continue;
            }
            Object event = open.peek().next();
            if (event instanceof Step s) {
                stepsOut.add(s);
            } else if (event instanceof OpenPartition p) {
                SubMachine owner = owners.peek();
                partitionsOut.add(new Partition(owner.first, owner.size, owner.depth, p.parts.length,
                        p.start, p.cost));
                for (int i = p.parts.length - 1; i >= 0; i--) { // pushed in reverse: part 0 is visited first
                    open.push(p.parts[i].history.iterator());
                    owners.push(p.parts[i]);
                }
            }
        }
    }

    /* A failure of a step: its model time, the processor it names, and the error to report. */
    private record Failure(long time, int id, EmulationException error) {
        boolean before(Failure other) {
            return time < other.time || (time == other.time && id < other.id);
        }
    }

    /* A partition of this sub-machine: its parts, and its cost once merged. Last-arriver only. */
    private static final class OpenPartition {
        final SubMachine[] parts;
        final long start;
        long cost;

        OpenPartition(SubMachine[] parts, long start) {
            this.parts = parts;
            this.start = start;
        }
    }
}
