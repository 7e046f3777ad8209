package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.StepEnd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.Limits;
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
 * A member arrives at the barrier with what it asks for: end the step ({@code sync}), sleep
 * until a message comes ({@code syncUntilMessage}: it counts as arrived at every later step until
 * a step in which it is sent something), partition (with the part sizes), or leave (its program
 * or part returned; it counts as arrived at every later step). All live members must ask for the
 * same thing; a partition needs every member live, awake and the same sizes from all. No lock:
 * each awake member does one atomic decrement and one volatile read per step ({@code Barrier}),
 * then parks (but not at a partition or a merge: below); the last arriver scans the members that
 * act in the step ({@code StepScan}), prices the step with the model's rule (SYNC always;
 * PARTITION and FINAL only if not empty), begins the parts of a partition (nobody waits for that
 * step) or releases the next step's members down a binary tree ({@code ReleaseTree}).
 *
 * <p>Nobody waits at a partition or a merge. The first member that asks for a partition makes the
 * parts ({@code OpenPartition}; each member checks that its sizes are the same, and one that asked
 * for others waits, and the step fails: {@code PartitionAgreement}); each member goes straight
 * into its part, and from its part's end straight on to the step after the merge. Its program runs
 * on until it acts (charge, inbox, time), and only then waits for its step to begin, i.e. for the
 * steps before it to be priced ({@code begun}); its posts before that are kept and handed to the
 * step's barrier at its arrival, and the step's completion delivers and counts them before it
 * reads any counter (BarrierProcessor.deferred). Two counts keep the order:
 * <ul>
 * <li>A part's first step counts its beginning as one more arrival, so it cannot end before the
 * step that made the part is priced: the members' counters of that step are read by then, and
 * they change them only after (they wait before acting).</li>
 * <li>The merge counts parts, not members: each part once its last step is over. Its completion
 * sets the clock and counts as one more arrival at the step after the merge, which has a barrier
 * of its own: members may arrive there while the step that made the partition is still
 * counting.</li>
 * </ul>
 * So the barriers a processor meets complete in the order it met them. In ROOT most processors
 * only partition, read once and return: each waits 1.6 times on average (H-PRAM ROOT at p = 2^18,
 * bench/README.md). A chain of steps and merges that become ready at once is completed in a
 * loop, not by recursion; when several are ready at once, the others go to threads of their own.
 *
 * <p>A nested halving ({@link BarrierProcessor#halve}) is made in one partition step: see OpenPartition.
 *
 * <p>Failures are decided per step ({@code Failure}), so the report does not depend on thread
 * scheduling: a member whose program threw leaves the step marked failed; the step's last arriver
 * then fails the sub-machine with the least failure of the step. The whole machine reports it; a
 * part releases the members waiting at its barrier to unwind and counts as done at its
 * partition's merge, which fails the parent with the least failure of its parts. What members did
 * ahead of a failed step (in parts that then never begin, or past a part's end) is never priced,
 * so it cannot change the report; they wait until the run ends.
 *
 * <p>Memory ordering: a member writes its arrival kind, counters, posts (or hands its kept posts
 * to the barrier) and partition sizes before its decrement; the decrements are a chain of
 * volatile read-modify-writes, so the last arriver sees all of it. Its writes (statistics, clock,
 * parts, trace rows) precede its volatile write of the generation (a sync) or of a step's
 * {@code begun} (a part's first step, the step after a merge), which members read before they
 * act. A part's completion precedes its count at the merge, so the merge sees every part's clock.
 * The fields marked last-arriver only are touched by one completion at a time, in the order of
 * the counts above, so they need no further synchronization.
 */
public final class SubMachine extends ReleaseTree {
    private final StepRule rule;
    private final int depth;
    private final boolean inner; // an inner level of a nested halving: no members, no steps
    private final OpenPartition report; // a part with members: the partition whose merge counts it (for a nested halving, the top's)
    /*
     * The latest step whose clock is known: 0 for the whole machine from the start; for a part -1
     * until the step of its parent that made it has been priced (begin); after a partition, the
     * step after it once the merge is done. Members may be ahead of it, and wait for it only when
     * they act (BarrierProcessor.settle).
     */
    private volatile int begun;
    /* An inner level of a nested halving: its partition into halves (made with it). */
    private OpenPartition innerPartition;
    private volatile int[] checkedSizes; // sizes found valid in this step (any member may set it)

    /* Last-arriver only (see the class comment for the ordering). */
    private ArrayList<Object> history; // Step, or OpenPartition; null until the first (most small parts have none)
    private long elapsed;
    private int steps;
    private volatile Failure failure; // members read it after their release or a wake-up; the parent after the part's count

    SubMachine(BarrierMachine machine, StepRule rule, int first, int size, int depth, OpenPartition report,
               boolean inner) {
        super(machine, first, size, inner ? null : new Barrier(size, depth == 0 ? size : size + 1)); // + 1: the start (begin)
        this.rule = rule;
        this.depth = depth;
        this.inner = inner;
        this.report = report;
        this.begun = depth == 0 ? 0 : -1;
    }

    /* A part of this sub-machine's partition `counted`: its members arrive at its barrier. */
    SubMachine makePart(int partFirst, int partSize, OpenPartition counted) {
        return new SubMachine(machine, rule, partFirst, partSize, depth + 1, counted, false);
    }

    /* An inner level of a nested halving, halved again `levels` times, whose leaves `top` counts. */
    SubMachine makeInnerLevel(int partFirst, int partSize, OpenPartition top, int levels) {
        SubMachine made = new SubMachine(machine, rule, partFirst, partSize, depth + 1, null, true);
        made.innerPartition = new OpenPartition(made, null, levels, top, -1);
        made.addHistory(made.innerPartition);
        return made;
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

    /*
     * The partition that made this part and whose merge counts it (for a nested halving, the
     * top one); null for the whole machine and the inner levels of a nested halving.
     */
    OpenPartition madeBy() {
        return report;
    }

    /* An inner level of a nested halving: its partition into halves; null otherwise. */
    OpenPartition innerPartition() {
        return innerPartition;
    }

    /* Index of the current step. Members read it after their release. */
    int steps() {
        return steps;
    }

    /* Steps and partitions in time order (BarrierEngine.collect); after the run. */
    List<Object> history() {
        return history;
    }

    /** Ends p's step with a sync; returns once the step is over. */
    void sync(BarrierProcessor p) {
        Barrier b = p.barrier();
        b.mark(p.id - first, Barrier.STEPPING);
        int gen = generation();
        if (b.arrive() == 0) {
            Ready.complete(this, p);
        } else {
            awaitRelease(gen);
        }
        if (failure != null) {
            throw RunAborted.INSTANCE; // this sub-machine failed: unwind (see the class comment)
        }
        releaseChildren(p);
    }

    /**
     * Asks for a partition (p.partitionSizes(), null for the halves, and p.partitionLevels()) and
     * returns it without waiting for the step to end: the first member that asks makes it and its
     * parts, and a part begins (its clock is set, its members may act) once this step has been
     * priced. A member that asks for other sizes than the partition being formed waits for the
     * step, which fails.
     */
    OpenPartition split(BarrierProcessor p) {
        Barrier b = p.barrier();
        int[] asked = p.partitionSizes(); // null: the halves
        OpenPartition op = b.forming();
        if (op == null) {
            op = b.form(new OpenPartition(this, asked, p.partitionLevels(), p.step()));
        }
        boolean joins = PartitionAgreement.joins(this, op, asked, p.partitionLevels());
        b.mark(p.id - first, joins ? Barrier.PARTITIONING : Barrier.PARTITIONING_ASIDE);
        int gen = generation();
        if (b.arrive() == 0) {
            Ready.complete(this, p);
        }
        if (!joins) {
            awaitRelease(gen);
            throw RunAborted.INSTANCE; // released only by the failure of this step
        }
        if (failure != null) { // this processor ended the step, which failed: the parts never begin
            throw RunAborted.INSTANCE;
        }
        return op;
    }

    /* The barrier of a part's first step, for a member that enters it (before anyone completes it). */
    Barrier firstBarrier() {
        return barrier();
    }

    /*
     * Waits until step `step` has begun. A part whose partition failed never begins, and its
     * members wait until the run ends: a failure of a part is the failure of every sub-machine
     * above it, the whole machine last, which aborts the run.
     */
    void awaitBegun(BarrierProcessor p, int step) {
        p.waitFor(this); // then read begun: see begin and completeMerge
        while (begun < step) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        p.waitFor(null);
        machine.checkAlive();
    }

    /**
     * Ends p's step and sleeps through the following ones until a step ends in which a message
     * was posted to p; returns at the start of the step after it. The machine behaves exactly as
     * if p had called {@link #sync} in each of those steps, but p's thread does not wake for them
     * and the steps do not scan it.
     */
    void sleep(BarrierProcessor p) {
        if (depth != 0) {
            throw new IllegalStateException("syncUntilMessage is only for the whole machine, not inside a partition");
        }
        p.fallAsleep();
        Barrier b = p.barrier();
        b.mark(p.id - first, Barrier.SLEEPING);
        if (b.arrive() == 0) {
            Ready.complete(this, p);
        }
        awaitWake(p);
        if (failure != null) {
            throw RunAborted.INSTANCE;
        }
        releaseChildren(p);
    }

    /* Fails unless sizes are parts of at least 1 processor adding up to the size; once per array and step. */
    void requireSizes(int[] sizes) {
        if (sizes == checkedSizes) {
            return;
        }
        long sum = 0;
        boolean positive = sizes.length > 0;
        for (int s : sizes) {
            positive &= s >= 1;
            sum += s;
        }
        if (!positive || sum != size) {
            throw new IllegalArgumentException("cannot partition sub-machine " + this + " into "
                    + Arrays.toString(sizes) + ": parts of at least 1 processor adding up to " + size);
        }
        checkedSizes = sizes;
    }

    /** p's program or part returned: it arrives at this and every later step, without waiting. */
    void leave(BarrierProcessor p) {
        leaveAs(p, Barrier.LEFT);
    }

    /** p's program threw (p.failure() set): it leaves this step marked failed, without waiting. */
    void leaveFailed(BarrierProcessor p) {
        leaveAs(p, Barrier.FAILED);
    }

    private void leaveAs(BarrierProcessor p, byte kind) {
        Barrier b = p.barrier();
        b.mark(p.id - first, kind);
        if (b.arrive() == 0) {
            Ready.complete(this, p);
        }
    }

    /*
     * The last arriver: delivers the posts made ahead of the step, scans the members (StepScan),
     * prices and records the step, decides its failure, then ends the run or the part, begins
     * the parts of a partition, or releases the next step's members (ReleaseTree).
     */
    void completeStep(BarrierProcessor self, Ready ready) {
        Barrier b = barrier();
        for (BarrierMessage ahead = b.takeDeferred(); ahead != null; ) { // counted as if posted in this step
            BarrierMessage next = ahead.chained();
            machine.processor(ahead.from()).deliver(ahead);
            ahead = next;
        }
        checkedSizes = null; // checked again at the next partition: a program may reuse its array
        StepScan scan = new StepScan(this);
        scan.scan(this, b);
        Failure failed = scan.failed;
        int live = scan.acting + dormant();
        if (scan.partitioner != null) {
            failed = PartitionAgreement.check(this, failed, scan.partitioner, scan.stepper, scan.dormantBefore, b.forming());
        }
        StepEnd end = scan.partitioner != null ? StepEnd.PARTITION : live == 0 ? StepEnd.FINAL : StepEnd.SYNC;
        if (failed == null && (end == StepEnd.SYNC || scan.w > 0 || scan.h > 0 || scan.messages > 0)) {
            failed = record(scan, end);
        }
        if (failed == null && live > 0 && scan.next == 0) {
            failed = StepScan.stranded(this);
        }
        if (failed != null) {
            fail(failed, self, ready);
            return;
        }
        steps++;
        for (int n = 1; n <= scan.leftHere; n++) {
            machine.processor(leaver(n)).finishedAt(elapsed); // returned in the step just priced
        }
        if (live == 0) {
            if (depth == 0) {
                machine.complete();
            } else {
                report.partDone(ready); // each leaver has gone on to the step after the merge
            }
            return;
        }
        if (scan.partitioner != null) {
            // The members are in their parts already (see split); they do not wait for this step,
            // and some may be at the step after the merge: it has its own barrier.
            OpenPartition op = b.takeForming();
            op.started(elapsed);
            addHistory(op);
            useBarrier(op.after);
            begin(op, elapsed, ready);
            return;
        }
        beginNext(scan.next);
        begun = steps; // before the release: a released member reads it
        release(self);
    }

    /* Prices the step and records it (trace rows too); returns the failure if the rule rejects it. */
    private Failure record(StepScan scan, StepEnd end) {
        long cost;
        try {
            cost = rule.price(this, steps, scan.w, scan.h, end);
            if (cost < 0) {
                throw new ArithmeticException("negative step cost " + cost);
            }
            addHistory(new Step(first, size, depth, steps, scan.w, scan.h, scan.messages, scan.words, elapsed, cost, end));
            long start = elapsed;
            elapsed = Math.addExact(elapsed, cost);
            if (elapsed > Limits.MAX_MODEL_TIME) {
                throw new ArithmeticException("it ends at model time " + elapsed + ", past 2^62 = "
                        + Limits.MAX_MODEL_TIME + " cycles, the last model time a run counts");
            }
            long[] traced = scan.traced;
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
                    + " of sub-machine " + this + " (w=" + scan.w + ", h=" + scan.h + "): " + e.getMessage(), e));
        }
    }

    /*
     * The step (or merge) failed: the whole machine ends the run; a part releases the members
     * waiting at its barrier, which unwind, and counts as done at its partition's merge, which
     * then fails too. Members elsewhere (in the parts of a partition that this step was to make,
     * or past the part's end) wait until the run ends: a failure of a part is the failure of every
     * sub-machine above it, the whole machine last, which aborts the run. Which failure is
     * reported depends on the model times and ids only: each part's own, then the least of the
     * parts' at each merge.
     */
    private void fail(Failure failed, BarrierProcessor self, Ready ready) {
        failure = failed;
        if (depth == 0) {
            machine.failRun(failed.error());
            return;
        }
        releaseAll(self);
        report.partDone(ready);
    }

    /*
     * The step that made op has been priced, ending at `at`: every part begins on that clock (the
     * inner levels of a nested halving too), members waiting for their part's first step are
     * woken, and a part whose members have all arrived at its first step is ready to complete it.
     */
    private void begin(OpenPartition op, long at, Ready ready) {
        for (int i = 0; i < op.partCount(); i++) {
            op.part(i).beginPart(at, ready); // made here if none of its members has entered it yet
        }
    }

    private void beginPart(long at, Ready ready) {
        elapsed = at;
        if (inner) {
            innerPartition.started(at);
            begin(innerPartition, at, ready); // at most 30 levels
            return;
        }
        begun = 0; // then read waitingOn: see awaitBegun
        wakeWaiting();
        if (barrier().arrive() == 0) {
            ready.add(this);
        }
    }

    /* Unparks the members that wait for this sub-machine's current step to begin. */
    private void wakeWaiting() {
        for (int i = first; i < first + size; i++) {
            if (machine.processor(i).waitingOn() == this) {
                LockSupport.unpark(machine.thread(i));
            }
        }
    }

    /*
     * Every part of op is done: the clock becomes the latest part's, and the step after the
     * partition begins (its barrier, which members may have reached already, counted the merge
     * as one more arrival); or the least failure of a part fails this sub-machine.
     */
    void completeMerge(OpenPartition op, BarrierProcessor self, Ready ready) {
        Failure failed = mergeParts(op);
        if (failed != null) {
            fail(failed, self, ready);
            return;
        }
        begun = steps;
        wakeWaiting();
        if (op.after.arrive() == 0) {
            ready.add(this);
        }
    }

    /*
     * Merges op: the clock becomes the latest part's, or the least failure of a part is returned.
     * The inner levels of a nested halving are merged here first, each as its own members' merge
     * would have: they come back only to the top. Last arriver only.
     */
    private Failure mergeParts(OpenPartition op) {
        long end = elapsed;
        Failure failed = null;
        for (int i = 0; i < op.partCount(); i++) {
            SubMachine part = op.part(i);
            if (part.inner) {
                part.failure = part.mergeParts(part.innerPartition); // it has no steps of its own to number
            }
            end = Math.max(end, part.elapsed);
            if (part.failure != null) {
                failed = Failure.least(failed, part.failure);
            }
        }
        if (failed != null) {
            return failed;
        }
        if (machine.tracing()) {
            for (int i = 0; i < op.partCount(); i++) {
                SubMachine part = op.part(i);
                for (int id = part.first; id < part.first + part.size && part.elapsed < end; id++) {
                    machine.processor(id).trace.addLocal(EventKind.IDLE, part.elapsed, end);
                }
            }
        }
        op.merged(end - elapsed);
        elapsed = end;
        return null;
    }

    private void addHistory(Object event) {
        if (history == null) {
            history = new ArrayList<>(2);
        }
        history.add(event);
    }
}
