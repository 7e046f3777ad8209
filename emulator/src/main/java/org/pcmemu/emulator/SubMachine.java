package org.pcmemu.emulator;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A sub-machine of a partitionable lock-step run: the consecutive processors
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
 * and the same sizes from all. The last arriver (lock-free, as in {@link SuperstepBarrier}):
 *
 * <pre>
 *   scan members: w = max work, h = max(max sent, max received), zero the counters
 *   price the step with the model's rule (SYNC always; PARTITION and FINAL only if not empty)
 *   partition: create the parts (clocks = this clock); pending = size, to count the merge
 *   merge (every member came back from its part): clock = max of the parts' clocks
 *   pending = live members; generation++ (volatile); unpark them
 * </pre>
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

    private final PartitionedMachine machine;
    private final SubMachineRule rule;
    private final int first;
    private final int size;
    private final int depth;
    private final AtomicInteger pending;
    private final byte[] arrival; // by member offset; written by the member before its decrement
    private volatile int generation;

    /* Last-arriver only (see the class comment for the ordering). */
    private final List<Object> history = new ArrayList<>(); // SubMachineStep, or Partition
    private long elapsed;
    private int steps;
    private SubMachine[] parts;
    private Partition partition;

    SubMachine(PartitionedMachine machine, SubMachineRule rule, int first, int size, int depth, long start) {
        this.machine = machine;
        this.rule = rule;
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
     * The clock: model time at which the current step began. Only for a {@link SubMachineRule}
     * during its call, and for members (through {@link SubMachineProcessor#time()}).
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
    void sync(SubMachineProcessor p) {
        arrive(p, STEPPING);
    }

    /** Asks for a partition (p.partitionSizes set); returns once the parts exist. */
    void split(SubMachineProcessor p) {
        arrive(p, PARTITIONING);
    }

    /** p is back from its part; returns once every part is done and the clock merged. */
    void merge(SubMachineProcessor p) {
        arrive(p, MERGING);
    }

    /** p's program or part returned: it arrives at this and every later step, without waiting. */
    void leave(SubMachineProcessor p) {
        arrival[p.id - first] = LEFT;
        if (pending.decrementAndGet() == 0) {
            complete(p);
        }
    }

    private void arrive(SubMachineProcessor p, byte kind) {
        arrival[p.id - first] = kind;
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

    private void complete(SubMachineProcessor self) {
        if (parts != null) {
            completeMerge(self);
            return;
        }
        long w = 0;
        long h = 0;
        long messages = 0;
        long words = 0;
        int live = 0;
        SubMachineProcessor partitioner = null;
        SubMachineProcessor stepper = null;
        SubMachineProcessor leaver = null;
        for (int i = first; i < first + size; i++) {
            SubMachineProcessor q = machine.processor(i);
            w = Math.max(w, q.work);
            h = Math.max(h, Math.max(q.sentWords, q.takeReceivedWords()));
            messages += q.sentMessages;
            words += q.sentWords;
            q.work = 0;
            q.sentWords = 0;
            q.sentMessages = 0;
            byte a = arrival[i - first];
            if (a == LEFT) {
                leaver = leaver == null ? q : leaver;
                continue;
            }
            live++;
            if (a == PARTITIONING) {
                if (partitioner == null) {
                    partitioner = q;
                } else if (!Arrays.equals(q.partitionSizes, partitioner.partitionSizes)) {
                    disagree(partitioner.id + " partitions it into " + Arrays.toString(partitioner.partitionSizes)
                            + " but processor " + q.id + " into " + Arrays.toString(q.partitionSizes));
                }
            } else {
                stepper = stepper == null ? q : stepper;
            }
        }
        if (partitioner != null && stepper != null) {
            disagree(partitioner.id + " partitions it but processor " + stepper.id + " ends the step with sync");
        }
        if (partitioner != null && leaver != null) {
            disagree(partitioner.id + " partitions it but processor " + leaver.id + " has finished its program");
        }
        StepEnd end = partitioner != null ? StepEnd.PARTITION : live == 0 ? StepEnd.FINAL : StepEnd.SYNC;
        if (end == StepEnd.SYNC || w > 0 || h > 0 || messages > 0) {
            record(w, h, messages, words, end);
        }
        steps++;
        if (live == 0) {
            if (depth == 0) {
                machine.allFinished();
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

    private void createParts(int[] sizes) {
        parts = new SubMachine[sizes.length];
        int at = first;
        for (int i = 0; i < sizes.length; i++) {
            parts[i] = new SubMachine(machine, rule, at, sizes[i], depth + 1, elapsed);
            at += sizes[i];
        }
        partition = new Partition(parts, elapsed);
        history.add(partition);
    }

    private void completeMerge(SubMachineProcessor self) {
        long end = elapsed;
        for (SubMachine part : parts) {
            end = Math.max(end, part.elapsed);
        }
        partition.cost = end - elapsed;
        elapsed = end;
        parts = null;
        partition = null;
        // Members' epochs differ by part; all continue from the largest (see SubMachineProcessor).
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

    private void release(SubMachineProcessor self) {
        for (int i = 0; i < size; i++) {
            if (arrival[i] != LEFT) {
                arrival[i] = RUNNING;
            }
        }
        generation = generation + 1; // releases: see the class comment
        for (int i = first; i < first + size; i++) {
            SubMachineProcessor q = machine.processor(i);
            if (arrival[i - first] != LEFT && q != self) {
                LockSupport.unpark(q.thread);
            }
        }
    }

    private void record(long w, long h, long messages, long words, StepEnd end) {
        long cost;
        try {
            cost = rule.price(this, steps, w, h, end);
            if (cost < 0) {
                throw new ArithmeticException("negative step cost " + cost);
            }
            history.add(new SubMachineStep(first, size, depth, steps, w, h, messages, words, elapsed, cost, end));
            elapsed = Math.addExact(elapsed, cost);
        } catch (EmulationException e) { // the model's verdict on this step, e.g. an EREW violation
            machine.failRun(e);
            throw SuperstepAborted.INSTANCE;
        } catch (RuntimeException e) { // overflow, or a faulty rule: the run fails, not this processor
            machine.failRun(new EmulationException("cannot price step " + steps + " of sub-machine " + this
                    + " (w=" + w + ", h=" + h + "): " + e.getMessage(), e));
            throw SuperstepAborted.INSTANCE;
        }
    }

    private void disagree(String what) {
        machine.failRun(new EmulationException("sub-machine " + this + ", step " + steps + ": processor " + what
                + "; all live members must end a step the same way"));
        throw SuperstepAborted.INSTANCE;
    }

    /**
     * Adds this sub-machine's steps and partitions, and those of its parts, in time order; a
     * partition comes before its parts' steps. Main thread, after the run. Iterative: a chain of
     * partitions may be p deep.
     */
    void collect(List<SubMachineStep> stepsOut, List<SubMachinePartition> partitionsOut) {
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
            if (event instanceof SubMachineStep s) {
                stepsOut.add(s);
            } else if (event instanceof Partition p) {
                SubMachine owner = owners.peek();
                partitionsOut.add(new SubMachinePartition(owner.first, owner.size, owner.depth, p.parts.length,
                        p.start, p.cost));
                for (int i = p.parts.length - 1; i >= 0; i--) { // pushed in reverse: part 0 is visited first
                    open.push(p.parts[i].history.iterator());
                    owners.push(p.parts[i]);
                }
            }
        }
    }

    /* A partition of this sub-machine: its parts, and its cost once merged. Last-arriver only. */
    private static final class Partition {
        final SubMachine[] parts;
        final long start;
        long cost;

        Partition(SubMachine[] parts, long start) {
            this.parts = parts;
            this.start = start;
        }
    }
}
