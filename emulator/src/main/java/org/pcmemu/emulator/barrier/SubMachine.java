package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.StepEnd;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.run.RunAborted;
import org.pcmemu.emulator.run.RunLauncher;
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
 * each awake member does one atomic decrement and one volatile read per step, then parks (but
 * not at a partition or a merge: below); the last arriver:
 *
 * <pre>
 *   scan the awake members, and the sleepers that this step's senders woke:
 *       w = max work, h = max(max sent, max received), zero the counters
 *   price the step with the model's rule (SYNC always; PARTITION and FINAL only if not empty)
 *   partition: begin the parts (clocks = this clock); nobody waits for this step
 *   awake = members that synced, sleepers sent something, minus leavers
 *   pending = |awake|; generation++ (volatile); unpark the first of them, and each one
 *   released unparks two more before it acts (a binary tree over the list)
 * </pre>
 *
 * Nobody waits at a partition or a merge. The first member that asks for a partition makes the
 * parts (each member checks that its sizes are the same; one that asked for others waits, and
 * the step fails); each member goes straight into its part, and from its part's end straight on
 * to the step after the merge. Its program runs on until it acts (charge, inbox, time), and
 * only then waits for its step to begin, i.e. for the steps before it to be priced
 * ({@code begun}); its posts before that are kept and handed to the step's barrier at its
 * arrival, and the step's completion delivers and counts them before it reads any counter
 * (BarrierProcessor.deferred). Two counts keep the order:
 * <ul>
 * <li>A part's first step counts its beginning as one more arrival, so it cannot end before the
 * step that made the part is priced: the members' counters of that step are read by then, and
 * they change them only after (they wait before acting).</li>
 * <li>The merge counts parts, not members: each part once its last step is over. Its completion
 * sets the clock and counts as one more arrival at the step after the merge, which has a barrier
 * of its own ({@link Barrier}): members may arrive there while the step that made the partition
 * is still counting.</li>
 * </ul>
 * So the barriers a processor meets complete in the order it met them. In ROOT most processors
 * only partition, read once and return: each waits 1.6 times on average (H-PRAM ROOT at p = 2^18,
 * bench/README.md). A chain of steps and merges that become ready at once is completed in a
 * loop, not by recursion; when several are ready at once, the others go to threads of their own.
 *
 * So a step costs O(awake members + woken sleepers), not O(size): in a BSP broadcast the
 * processors still waiting for the data sleep, and each superstep touches only those that send
 * or receive in it. A sender finds a sleeper by its {@code dormant} flag (set before the sleeper
 * arrived, so visible to every later step), claims it with a CAS and lists it; a sleeper that was
 * sent something in the very step it fell asleep is found by its received-words counter.
 *
 * <p>A nested halving ({@link BarrierProcessor#halve}: m halvings with nothing in between, as
 * D-BSP's ROOT makes them) is created in one partition step: the parts of every level at once,
 * each inner level with its open partition in its history, and the members go straight to their
 * sub-machine m levels down. They come back only to the top's merge, whose last arriver merges
 * the inner levels bottom-up first (clock, cost, idle time, least failure), so the recorded run
 * is that of m nested partitions while each member meets two barriers instead of 2m.
 *
 * <p>Failures are decided per step, so the report does not depend on thread scheduling: a
 * member whose program threw leaves the step marked failed; the step's last arriver then fails
 * the sub-machine with the least (model time, processor id) among the step's failures (a broken
 * model rule found when pricing counts as a failure of the sub-machine's first processor). The
 * whole machine reports it; a part releases the members waiting at its barrier to unwind and
 * counts as done at its partition's merge, which fails the parent with the least failure of its
 * parts. What members did ahead of a failed step (in parts that then never begin, or past a
 * part's end) is never priced, so it cannot change the report; they wait until the run ends.
 *
 * <p>Memory ordering: a member writes its arrival kind, counters, posts (or hands its kept posts
 * to the barrier) and partition sizes before its {@code pending.decrementAndGet()}; the
 * decrements are a chain of volatile
 * read-modify-writes, so the last arriver sees all of it. Its writes (statistics, clock, parts,
 * trace rows) precede its volatile write of {@code generation} (a sync) or of a step's
 * {@code begun} (a part's first step, the step after a merge), which members read before they
 * act. A part's completion precedes its count at the merge, so the merge sees every part's
 * clock. The fields marked last-arriver only are touched by one completion at a time, in the
 * order of the counts above, so they need no further synchronization.
 */
public final class SubMachine {
    private static final byte RUNNING = 0;
    private static final byte STEPPING = 1;
    private static final byte PARTITIONING = 2;
    private static final byte LEFT = 3;
    private static final byte FAILED = 5;
    private static final byte SLEEPING = 6; // fell asleep in this step (syncUntilMessage)
    private static final byte DORMANT = 7; // asleep since an earlier step
    private static final byte WAKING = 8; // a sleeper being released (release only)
    private static final byte PARTITIONING_ASIDE = 9; // asked for other sizes than the partition being formed

    private static final VarHandle FORMING;
    private static final VarHandle PENDING;
    private static final VarHandle PENDING_PARTS;
    private static final VarHandle DEFERRED;

    static {
        try {
            FORMING = MethodHandles.lookup().findVarHandle(Barrier.class, "forming", OpenPartition.class);
            PENDING = MethodHandles.lookup().findVarHandle(Barrier.class, "pending", int.class);
            PENDING_PARTS = MethodHandles.lookup().findVarHandle(OpenPartition.class, "pending", int.class);
            DEFERRED = MethodHandles.lookup().findVarHandle(Barrier.class, "deferred", BarrierMessage.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final BarrierMachine machine;
    private final StepRule rule;
    private final int first;
    private final int size;
    private final int depth;
    private final boolean inner; // an inner level of a nested halving: no members, no steps
    private final OpenPartition report; // a part with members: the partition whose merge counts it (for a nested halving, the top's)
    private volatile int generation;
    /*
     * The latest step whose clock is known: 0 for the whole machine from the start; for a part -1
     * until the step of its parent that made it has been priced (begin); after a partition, the
     * step after it once the merge is done. Members may be ahead of it, and wait for it only when
     * they act (BarrierProcessor.settle).
     */
    private volatile int begun;
    /* Last-arriver only: the barrier of the current step (a member arrives at its own, Barrier). */
    private Barrier barrier;
    /* An inner level of a nested halving: its partition into halves (made with it). */
    private OpenPartition innerPartition;

    /*
     * Last-arriver only: the members that take part in the next step (ids, ascending order not
     * kept), i.e. every live member but the dormant ones; pending counts exactly these. A step
     * scans only them and the sleepers that senders woke, so it costs O(members that act in it).
     * awake == null: every member, first + k for k < awakeCount, until a step changes the list
     * (most parts end in their first step, with every member: no list is made for them).
     */
    private int[] awake;
    private int awakeCount;
    private int[] nextAwake; // made at the first member written to it
    private int dormant; // members asleep in syncUntilMessage since an earlier step
    private volatile int[] checkedSizes; // sizes found valid in this step (any member may set it)
    private int[] wokenSleepers; // [0, wokenCount): sleepers to release after the step (allocated at the first)
    private int wokenCount;

    /* Last-arriver only (see the class comment for the ordering). */
    private ArrayList<Object> history; // Step, or OpenPartition; null until the first (most small parts have none)
    private long elapsed;
    private int steps;
    private volatile Failure failure; // members read it after their release or a wake-up; the parent after the part's count

    SubMachine(BarrierMachine machine, StepRule rule, int first, int size, int depth, OpenPartition report,
               boolean inner) {
        this.machine = machine;
        this.rule = rule;
        this.first = first;
        this.size = size;
        this.depth = depth;
        this.inner = inner;
        this.report = report;
        boolean whole = depth == 0;
        this.begun = whole ? 0 : -1;
        this.barrier = inner ? null : new Barrier(size, whole ? size : size + 1); // + 1: the start (begin)
        if (!inner) {
            this.awakeCount = size; // awake == null: all of them
        }
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

    /* Index of the current step. Members read it after their release. */
    int steps() {
        return steps;
    }

    /** Ends p's step with a sync; returns once the step is over. */
    void sync(BarrierProcessor p) {
        arrive(p, STEPPING);
    }

    /**
     * Asks for a partition (p.partitionSizes, null for the halves, and p.partitionLevels set) and
     * returns it without waiting for the step to end: the first member that asks makes it and its
     * parts, and a part begins (its clock is set, its members may act) once this step has been
     * priced. A member that asks for other sizes than the partition being formed waits for the
     * step, which fails.
     */
    OpenPartition split(BarrierProcessor p) {
        Barrier b = p.at;
        OpenPartition op = b.forming;
        int[] asked = p.partitionSizes; // null: the halves
        if (op == null) {
            OpenPartition made = new OpenPartition(this, asked, p.partitionLevels, p.step()); // null: the halves
            op = (OpenPartition) FORMING.compareAndExchange(b, null, made);
            if (op == null) {
                op = made;
            }
        }
        boolean joins = op.levels == p.partitionLevels
                && (asked == null ? op.sizes == null || isHalves(op.sizes)
                        : op.sizes == asked || Arrays.equals(op.sizes(), asked));
        b.arrival[p.id - first] = joins ? PARTITIONING : PARTITIONING_ASIDE;
        int gen = generation;
        if (b.arrive() == 0) {
            complete(p);
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
        return barrier;
    }

    /*
     * Waits until step `step` has begun. A part whose partition failed never begins, and its
     * members wait until the run ends: a failure of a part is the failure of every sub-machine
     * above it, the whole machine last, which aborts the run.
     */
    void awaitBegun(BarrierProcessor p, int step) {
        p.waitingOn = this; // then read begun: see begin and completeMerge
        while (begun < step) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        p.waitingOn = null;
        machine.checkAlive();
    }

    /**
     * Ends p's step and sleeps through the following ones until a step ends in which a message
     * was posted to p; returns at the start of the step after it (p.dormant set by p). The
     * machine behaves exactly as if p had called {@link #sync} in each of those steps, but p's
     * thread does not wake for them and the steps do not scan it.
     */
    void sleep(BarrierProcessor p) {
        if (depth != 0) {
            throw new IllegalStateException("syncUntilMessage is only for the whole machine, not inside a partition");
        }
        p.woken = false;
        p.dormant = true;
        p.at.arrival[p.id - first] = SLEEPING;
        if (p.at.arrive() == 0) {
            complete(p);
        }
        if (!p.woken) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        parkAgainUntilWoken(p);
        if (failure != null) {
            throw RunAborted.INSTANCE;
        }
        releaseChildren(p);
    }

    private void parkAgainUntilWoken(BarrierProcessor p) {
        while (!p.woken) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
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
        p.at.arrival[p.id - first] = LEFT;
        if (p.at.arrive() == 0) {
            complete(p);
        }
    }

    /** p's program threw (p.failure set): it leaves this step marked failed, without waiting. */
    void leaveFailed(BarrierProcessor p) {
        p.at.arrival[p.id - first] = FAILED;
        if (p.at.arrive() == 0) {
            complete(p);
        }
    }

    private void arrive(BarrierProcessor p, byte kind) {
        p.at.arrival[p.id - first] = kind;
        int gen = generation;
        if (p.at.arrive() == 0) {
            complete(p);
        } else {
            awaitRelease(gen);
        }
        if (failure != null) {
            throw RunAborted.INSTANCE; // this sub-machine failed: unwind (see the class comment)
        }
        releaseChildren(p);
    }

    private void awaitRelease(int gen) {
        // nothing but a call after the first park: see WindowSynchronizer.await
        if (generation == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        parkAgainUntilReleased(gen);
    }

    private void parkAgainUntilReleased(int gen) {
        while (generation == gen) {
            machine.checkAlive();
            LockSupport.park(this);
        }
        machine.checkAlive();
    }

    private void complete(BarrierProcessor self) {
        complete(this, self);
    }

    /*
     * Completes first (a SubMachine: its current step; an OpenPartition: its merge), then every
     * step and merge that this makes ready (a part's first step once it begins, a merge once its
     * last part is done), in a loop: a chain of partitions may be p deep. When more than one is
     * ready (the parts of a partition), this thread goes on with one and hands each other to a
     * thread of its own: a partition's first steps may be the whole run's work (every member may
     * have gone ahead into its parts, all the way down), which must not wait for one thread.
     * self: the processor whose thread this is, or null.
     */
    private static void complete(Object first, BarrierProcessor self) {
        BarrierMachine machine = first instanceof SubMachine m ? m.machine : ((OpenPartition) first).owner.machine;
        Ready ready = self != null ? self.readyList() : new Ready(); // empty again when this returns
        for (Object next = first; next != null; next = ready.poll()) {
            if (next instanceof SubMachine m) {
                m.completeStep(self, ready);
            } else {
                OpenPartition op = (OpenPartition) next;
                op.owner.completeMerge(op, self, ready);
            }
            while (ready.size() > 1) {
                Object other = ready.pollLast();
                RunLauncher.fork(machine, () -> complete(other, null));
            }
        }
    }

    private void completeStep(BarrierProcessor self, Ready ready) {
        Barrier b = barrier;
        BarrierMessage ahead = b.deferred; // posts made ahead of this step: counted as if made in it
        if (ahead != null) {
            b.deferred = null;
            do {
                BarrierMessage next = ahead.below;
                machine.processor(ahead.from()).deliver(ahead);
                ahead = next;
            } while (ahead != null);
        }
        byte[] arrival = b.arrival;
        checkedSizes = null; // checked again at the next partition: a program may reuse its array
        long w = 0;
        long h = 0;
        long messages = 0;
        long words = 0;
        long[] traced = machine.tracing() ? new long[3 * size] : null; // work, sent, received per member
        Failure failed = null;
        BarrierProcessor partitioner = null; // each the least id of its kind
        BarrierProcessor stepper = null;
        int acting = 0; // members that sync, sleep or partition in this step
        int next = 0; // nextAwake[0, next): the next step's members
        int leftHere = 0; // nextAwake[size - leftHere, size): programs that returned here (whole machine)
        int dormantBefore = dormant;
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeMember(k);
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
                Failure f = new Failure(elapsed, q.id, q.failure);
                failed = failed == null || f.before(failed) ? f : failed;
            } else if (a == LEFT) {
                if (depth == 0 && q.finishTime < 0) {
                    nextList()[size - ++leftHere] = i;
                }
            } else {
                acting++;
                if (a == PARTITIONING || a == PARTITIONING_ASIDE) {
                    partitioner = lower(partitioner, q);
                } else {
                    stepper = lower(stepper, q);
                }
                if (a != SLEEPING) {
                    listed(q, next);
                    nextList()[next++] = i;
                } else if (received > 0) { // sent something in the step it fell asleep in
                    listed(q, next);
                    nextList()[next++] = i;
                    wokenSleeper(i);
                } else {
                    arrival[i - first] = DORMANT;
                    dormant++;
                }
            }
        }
        // Dormant members that a sender of this step woke (each is listed by one sender only).
        for (int k = 0; k < awakeCount; k++) {
            BarrierProcessor q = machine.processor(awakeMember(k));
            for (int j = 0; j < q.wokeCount; j++) {
                BarrierProcessor r = machine.processor(q.woke[j]);
                if (arrival[r.id - first] == DORMANT) {
                    long received = r.takeReceivedWords();
                    h = Math.max(h, received);
                    if (traced != null) {
                        traced[3 * (r.id - first) + 2] = received;
                    }
                    arrival[r.id - first] = RUNNING;
                    dormant--;
                    listed(r, next);
                    nextList()[next++] = r.id;
                    wokenSleeper(r.id);
                }
            }
            q.wokeCount = 0;
        }
        int live = acting + dormant;
        if (partitioner != null) {
            failed = partitionDisagreement(failed, partitioner, stepper, dormantBefore, b.forming);
        }
        StepEnd end = partitioner != null ? StepEnd.PARTITION : live == 0 ? StepEnd.FINAL : StepEnd.SYNC;
        if (failed == null && (end == StepEnd.SYNC || w > 0 || h > 0 || messages > 0)) {
            failed = record(w, h, messages, words, end, traced);
        }
        if (failed == null && live > 0 && next == 0) {
            failed = sleepersStranded();
        }
        if (failed != null) {
            fail(failed, self, ready);
            return;
        }
        steps++;
        for (int k = size - leftHere; k < size; k++) {
            machine.processor(nextAwake[k]).finishTime = elapsed; // returned in the step just priced
        }
        if (live == 0) {
            if (depth == 0) {
                machine.complete();
            } else {
                report.partDone(ready); // each leaver has gone on to the step after the merge
            }
            return;
        }
        if (partitioner != null) {
            // The members are in their parts already (see split); they do not wait for this step,
            // and some may be at the step after the merge: it has its own barrier.
            OpenPartition op = b.forming;
            b.forming = null;
            op.start = elapsed;
            addHistory(op);
            barrier = op.after;
            begin(op, elapsed, ready);
            return;
        }
        int[] swap = awake;
        awake = nextAwake;
        nextAwake = swap;
        awakeCount = next;
        b.pending = next;
        begun = steps; // before the release: a released member reads it
        release(self);
    }

    /* The k-th member of the awake list. */
    private int awakeMember(int k) {
        int[] list = awake;
        return list == null ? first + k : list[k];
    }

    /* q is at position `at` of the next step's list: where it stands in the release's tree. */
    private void listed(BarrierProcessor q, int at) {
        q.releaseAt = at;
        q.releaseIn = this;
    }

    /* The list of the next step's members, made at its first member. */
    private int[] nextList() {
        int[] list = nextAwake;
        if (list == null) {
            list = nextAwake = new int[size];
        }
        return list;
    }

    private void wokenSleeper(int id) {
        if (wokenSleepers == null) {
            wokenSleepers = new int[size];
        }
        wokenSleepers[wokenCount++] = id;
    }

    private static BarrierProcessor lower(BarrierProcessor least, BarrierProcessor q) {
        return least == null || q.id < least.id ? q : least;
    }

    /*
     * A partition needs every member live, awake and asking for it with the same sizes: a member
     * that returned, in this step or an earlier one, could never enter its part, which would then
     * never begin. Partition steps are rare (ROOT: a few per level), so the scans here may be
     * O(size). As in a scan by ascending id, differing sizes are reported unless a member with a
     * lower id failed; a sync, a return or a sleep only if no member failed.
     */
    private Failure partitionDisagreement(Failure failed, BarrierProcessor partitioner, BarrierProcessor stepper,
                                          int dormantBefore, OpenPartition op) {
        byte[] arrival = barrier.arrival;
        int differing = Integer.MAX_VALUE;
        for (int k = 0; k < awakeCount; k++) {
            BarrierProcessor q = machine.processor(awakeMember(k));
            byte a = arrival[q.id - first];
            if ((a == PARTITIONING || a == PARTITIONING_ASIDE) && !sameRequest(q, partitioner, op)) {
                differing = Math.min(differing, q.id);
            }
        }
        if (differing != Integer.MAX_VALUE && (failed == null || differing < failed.id())) {
            return disagree(partitioner.id + " partitions it into " + describePartition(partitioner, op)
                    + " but processor " + differing + " into " + describePartition(machine.processor(differing), op));
        }
        if (failed != null) {
            return failed;
        }
        if (stepper != null) {
            return disagree(partitioner.id + " partitions it but processor " + stepper.id + " ends the step with sync");
        }
        // A member that left in this step or an earlier one (its arrival stays LEFT) could never
        // enter its part, which would then never begin: the least such id.
        for (int i = 0; i < size; i++) {
            if (arrival[i] == LEFT) {
                return disagree(partitioner.id + " partitions it but processor " + (first + i)
                        + " has finished its program");
            }
        }
        for (int i = 0; i < size && dormantBefore > 0; i++) {
            if (arrival[i] == DORMANT) {
                return disagree(partitioner.id + " partitions it but processor " + (first + i)
                        + " waits in syncUntilMessage");
            }
        }
        return null;
    }

    /* Whether q and r asked for the same partition; no array made unless they may differ. */
    private boolean sameRequest(BarrierProcessor q, BarrierProcessor r, OpenPartition op) {
        byte[] arrival = barrier.arrival;
        if (arrival[q.id - first] == PARTITIONING && arrival[r.id - first] == PARTITIONING) {
            return true; // both joined op
        }
        if (levelsOf(q, op) != levelsOf(r, op)) {
            return false;
        }
        int[] a = arrival[q.id - first] == PARTITIONING ? op.sizes : q.partitionSizes; // null: the halves
        int[] b = arrival[r.id - first] == PARTITIONING ? op.sizes : r.partitionSizes;
        return a == b || Arrays.equals(sizesOf(q, op), sizesOf(r, op));
    }

    private String describePartition(BarrierProcessor q, OpenPartition op) {
        return levelsOf(q, op) == 1 ? Arrays.toString(sizesOf(q, op)) : levelsOf(q, op) + " nested halvings";
    }

    /*
     * What a partitioner of this step asked for: a member that joined the partition being formed
     * may be asking for another one in its part by now, so its request is the partition's; one
     * that asked for other sizes waits, and its own fields hold them.
     */
    private int[] sizesOf(BarrierProcessor q, OpenPartition op) {
        int[] sizes = barrier.arrival[q.id - first] == PARTITIONING ? op.sizes() : q.partitionSizes;
        return sizes != null ? sizes : halves();
    }

    /* ceil(k/2) and floor(k/2). */
    private int[] halves() {
        return new int[] {(size + 1) / 2, size / 2};
    }

    private boolean isHalves(int[] sizes) {
        return sizes.length == 2 && sizes[0] == (size + 1) / 2 && sizes[1] == size / 2;
    }

    private int levelsOf(BarrierProcessor q, OpenPartition op) {
        return barrier.arrival[q.id - first] == PARTITIONING ? op.levels : q.partitionLevels;
    }

    /* Every live member sleeps in syncUntilMessage and none was sent anything: none ever will be. */
    private Failure sleepersStranded() {
        byte[] arrival = barrier.arrival;
        int shown = 0;
        StringBuilder ids = new StringBuilder();
        for (int i = 0; i < size && shown < 20; i++) {
            if (arrival[i] == DORMANT) {
                ids.append(shown++ == 0 ? "" : ", ").append(first + i);
            }
        }
        if (dormant > shown) {
            ids.append(", ... and ").append(dormant - shown).append(" more");
        }
        return new Failure(elapsed, first, new DeadlockException("deadlock: " + dormant
                + " processor(s) wait in syncUntilMessage after step " + steps + " of sub-machine " + this
                + " and no processor that could send to them is left: " + ids));
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
            machine.failRun(failed.error);
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
            SubMachine part = op.part(i); // made here if none of its members has entered it yet
            part.elapsed = at;
            if (part.inner) {
                part.innerPartition.start = at;
                begin(part.innerPartition, at, ready); // at most 30 levels
                continue;
            }
            part.begun = 0; // then read waitingOn: see awaitBegun
            part.wakeWaiting();
            if (part.barrier.arrive() == 0) {
                ready.add(part);
            }
        }
    }

    /* Unparks the members that wait for this sub-machine's current step to begin. */
    private void wakeWaiting() {
        for (int i = first; i < first + size; i++) {
            if (machine.processor(i).waitingOn == this) {
                LockSupport.unpark(machine.thread(i));
            }
        }
    }

    /*
     * Every part of op is done: the clock becomes the latest part's, and the step after the
     * partition begins (its barrier, which members may have reached already, counted the merge
     * as one more arrival); or the least failure of a part fails this sub-machine.
     */
    private void completeMerge(OpenPartition op, BarrierProcessor self, Ready ready) {
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
            if (part.failure != null && (failed == null || part.failure.before(failed))) {
                failed = part.failure;
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
        op.cost = end - elapsed;
        elapsed = end;
        return null;
    }

    /*
     * Releases the members of the new awake list after a step: those that synced wait for the
     * generation, woken sleepers for their own flag (a member released by the generation may
     * already be falling asleep again, so a sleeper's flag is set only on it). The last arriver
     * sets every member's state, moves the generation and wakes the list's first member only; the
     * member at position k, once released, wakes those at 2k + 1 and 2k + 2 before it acts
     * (releaseChildren), so the unparks, a fifth of a microsecond or more each, are spread over
     * the carriers instead of made one after another here, as in the window engine. Each position
     * but the first has one parent, so each sleeper's flag is set once, by the thread that wakes
     * it; and the list stays as it is until its members have all arrived again, each of them
     * after waking its children.
     */
    private void release(BarrierProcessor self) {
        int[] list = awake; // not null after a step's completion
        int count = awakeCount;
        markReleased(list, count);
        if (count > 0) {
            wake(list[0], self);
        }
    }

    /*
     * Before a release: the list's members RUNNING (a member that left stays LEFT; list null: the
     * first count members), this step's woken sleepers WAKING; then the generation moves.
     */
    private void markReleased(int[] list, int count) {
        byte[] arrival = barrier.arrival;
        for (int k = 0; k < count; k++) {
            int i = list == null ? k : list[k] - first;
            if (arrival[i] != LEFT) {
                arrival[i] = RUNNING;
            }
        }
        for (int k = 0; k < wokenCount; k++) {
            arrival[wokenSleepers[k] - first] = WAKING;
        }
        wokenCount = 0;
        generation = generation + 1; // releases: see the class comment
    }

    /*
     * After p was released from a step of its releaseIn: wakes p's two children in that step's
     * list. p's own thread, before it acts, whether it waited or completed the step itself.
     */
    private static void releaseChildren(BarrierProcessor p) {
        SubMachine m = p.releaseIn;
        int at = p.releaseAt;
        if (m == null) {
            return;
        }
        p.releaseIn = null;
        p.releaseAt = -1;
        int[] list = m.awake;
        int count = m.awakeCount;
        for (int child = 2 * at + 1; child <= 2 * at + 2 && child < count; child++) {
            m.wake(list[child], p);
        }
    }

    /* Releases listed member id: a woken sleeper's flag set here, on it alone; unparked unless it is the caller. */
    private void wake(int id, BarrierProcessor caller) {
        BarrierProcessor q = machine.processor(id);
        byte[] arrival = barrier.arrival;
        if (arrival[id - first] == WAKING) {
            arrival[id - first] = RUNNING;
            q.dormant = false;
            q.woken = true;
        }
        if (q != caller) {
            // a member released by the generation may be running already: a spare unpark, which every wait loops over
            LockSupport.unpark(machine.thread(id));
        }
    }

    /*
     * The release of a failed step (fail): every member of the list, woken one after another
     * here; they see the failure and unwind, so none of them wakes others. A member that left
     * stays LEFT.
     */
    private void releaseAll(BarrierProcessor self) {
        byte[] arrival = barrier.arrival;
        int[] list = awake; // once the generation moves, a later step may swap the lists
        int count = awakeCount;
        int sleepers = wokenCount;
        markReleased(list, count);
        for (int k = 0; k < count; k++) {
            int id = list == null ? first + k : list[k];
            // a stale read after a later step began only adds a spurious wake-up, which every wait loops over
            if (arrival[id - first] == RUNNING && (self == null || id != self.id)) {
                LockSupport.unpark(machine.thread(id));
            }
        }
        // The step after this one cannot end before the last of these sleepers is released, so
        // wokenSleepers is not touched by anyone else until this loop has read it.
        for (int k = 0; k < sleepers; k++) {
            BarrierProcessor q = machine.processor(wokenSleepers[k]);
            arrival[q.id - first] = RUNNING;
            q.dormant = false;
            q.woken = true;
            if (q != self) {
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
            addHistory(new Step(first, size, depth, steps, w, h, messages, words, elapsed, cost, end));
            long start = elapsed;
            elapsed = Math.addExact(elapsed, cost);
            if (elapsed > Limits.MAX_MODEL_TIME) {
                throw new ArithmeticException("it ends at model time " + elapsed + ", past 2^62 = "
                        + Limits.MAX_MODEL_TIME + " cycles, the last model time a run counts");
            }
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
        // A stack of (sub-machine, index of its next event), not of iterators: a run may have
        // millions of sub-machines.
        SubMachine[] owners = new SubMachine[16];
        int[] next = new int[16];
        int top = 0;
        owners[0] = this;
        while (top >= 0) {
            SubMachine owner = owners[top];
            List<Object> events = owner.history;
            if (events == null || next[top] == events.size()) {
                owners[top--] = null;
                continue;
            }
            Object event = events.get(next[top]++);
            if (event instanceof Step s) {
                stepsOut.add(s);
            } else if (event instanceof OpenPartition p) {
                partitionsOut.add(new Partition(owner.first, owner.size, owner.depth, p.partCount(),
                        p.start, p.cost));
                int parts = p.partCount();
                if (top + parts >= owners.length) {
                    int length = Math.max(owners.length * 2, top + parts + 1);
                    owners = Arrays.copyOf(owners, length);
                    next = Arrays.copyOf(next, length);
                }
                for (int i = parts - 1; i >= 0; i--) { // pushed in reverse: part 0 is visited first
                    owners[++top] = p.part(i);
                    next[top] = 0;
                }
            }
        }
    }

    private void addHistory(Object event) {
        if (history == null) {
            history = new ArrayList<>(2);
        }
        history.add(event);
    }

    /* A failure of a step: its model time, the processor it names, and the error to report. */
    private record Failure(long time, int id, EmulationException error) {
        boolean before(Failure other) {
            return time < other.time || (time == other.time && id < other.id);
        }
    }

    /*
     * A partition of owner into sizes, made by the first member that asks for it; each part made
     * by the first of its members to enter it (or when the partition begins), so that no one thread
     * makes them all. levels > 1: a nested halving, each part halved again levels - 1 times at
     * once, as if its members had asked for it in a step with no work (not priced), all of whose
     * members return to top's merge. A halving: ceil(k/2), floor(k/2). The start and cost are set
     * by the last arrivers of the step that makes it and of its merge.
     */
    static final class OpenPartition {
        private static final VarHandle PARTS = MethodHandles.arrayElementVarHandle(SubMachine[].class);

        final SubMachine owner;
        final int[] sizes; // null: the halves, ceil(k/2) and floor(k/2) (no arrays for the millions a run may make)
        final int levels;
        private final int[] starts; // each part's first processor; null for the halves
        private final SubMachine[] parts; // made on demand: see part
        private final OpenPartition counted; // whose merge counts the parts with members: the top
        @SuppressWarnings("unused") // accessed through PENDING_PARTS: the parts with members (leaves) not done yet
        private volatile int pending;
        final Barrier after; // the barrier of owner's step after the merge (the top only)
        final int step; // the index of owner's step that made it (the top only)
        long start;
        long cost;

        OpenPartition(SubMachine owner, int[] sizes, int levels, int step) {
            this(owner, sizes, levels, null, step);
        }

        private OpenPartition(SubMachine owner, int[] sizes, int levels, OpenPartition top, int step) {
            this.owner = owner;
            this.sizes = sizes;
            this.levels = levels;
            if (sizes == null) {
                this.starts = null;
            } else {
                this.starts = new int[sizes.length];
                for (int i = 0, at = owner.first; i < sizes.length; at += sizes[i], i++) {
                    starts[i] = at;
                }
            }
            this.parts = new SubMachine[sizes == null ? 2 : sizes.length];
            this.counted = top == null ? this : top;
            // every halving of the nested levels makes two non-empty parts (halve needs 2^levels)
            this.pending = top == null ? parts.length << (levels - 1) : 0;
            this.after = top == null ? new Barrier(owner.size, owner.size + 1) : null; // + 1: the merge
            this.step = step;
        }

        int partCount() {
            return parts.length;
        }

        /* Part i, made now if nobody has made it yet. */
        SubMachine part(int i) {
            SubMachine part = (SubMachine) PARTS.getVolatile(parts, i);
            if (part == null) {
                SubMachine made = new SubMachine(owner.machine, owner.rule, start(i), size(i), owner.depth + 1,
                        levels > 1 ? null : counted, levels > 1);
                if (levels > 1) {
                    made.innerPartition = new OpenPartition(made, null, levels - 1, counted, -1);
                    made.addHistory(made.innerPartition);
                }
                part = (SubMachine) PARTS.compareAndExchange(parts, i, null, made);
                if (part == null) {
                    part = made;
                }
            }
            return part;
        }

        /* The part `levels` partitions down that holds processor id. */
        SubMachine partOf(int id) {
            SubMachine part = part(indexOf(id));
            for (int l = 1; l < levels; l++) {
                OpenPartition inner = part.innerPartition;
                part = inner.part(inner.indexOf(id));
            }
            return part;
        }

        /* The sizes, made for the halves (for messages). */
        int[] sizes() {
            return sizes != null ? sizes : new int[] {size(0), size(1)};
        }

        private int start(int i) {
            return sizes != null ? starts[i] : i == 0 ? owner.first : owner.first + (owner.size + 1) / 2;
        }

        private int size(int i) {
            return sizes != null ? sizes[i] : i == 0 ? (owner.size + 1) / 2 : owner.size / 2;
        }

        private int indexOf(int id) {
            if (sizes == null) {
                return id < start(1) ? 0 : 1;
            }
            int lo = 0;
            int hi = starts.length - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (starts[mid] <= id) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return lo;
        }

        /* A part with members is done (its last step is over, or it failed). */
        void partDone(Ready ready) {
            if ((int) PENDING_PARTS.getAndAdd(this, -1) == 1) {
                ready.add(this);
            }
        }
    }

    /*
     * The steps and merges made ready by a completion, first in first out: most completions make
     * none or one, which needs no deque (a completion per step and per merge: millions in a run).
     */
    static final class Ready {
        private Object first;
        private ArrayDeque<Object> rest; // after first; allocated at the second

        void add(Object item) {
            if (first == null && (rest == null || rest.isEmpty())) {
                first = item;
            } else {
                if (rest == null) {
                    rest = new ArrayDeque<>(4);
                }
                rest.add(item);
            }
        }

        Object poll() {
            Object item = first;
            if (item != null) {
                first = null;
                return item;
            }
            return rest == null ? null : rest.poll();
        }

        Object pollLast() {
            if (rest != null && !rest.isEmpty()) {
                return rest.pollLast();
            }
            Object item = first;
            first = null;
            return item;
        }

        int size() {
            return (first != null ? 1 : 0) + (rest == null ? 0 : rest.size());
        }
    }

    /*
     * The barrier of one step (reused from step to step, but not across a partition: members that
     * come back from their parts early are already at the step after the merge while the step that
     * made the partition may still be counting). pending: arrivals still to come; arrival: what
     * each member asked for, written by the member before its decrement; forming: the partition
     * being formed in this step.
     */
    static final class Barrier {
        volatile int pending; // decremented through PENDING (arrive); set by the last arriver only
        final byte[] arrival;
        volatile OpenPartition forming;
        /* Posts that members made ahead of this step, linked through below: see BarrierProcessor.deferred. */
        volatile BarrierMessage deferred;

        Barrier(int size, int pending) {
            this.pending = pending;
            this.arrival = new byte[size];
        }

        /* Adds a member's chain first..last of posts made ahead of this step; before its arrival. */
        void handOver(BarrierMessage first, BarrierMessage last) {
            BarrierMessage top = deferred;
            while (true) {
                last.below = top;
                BarrierMessage witness = (BarrierMessage) DEFERRED.compareAndExchange(this, top, first);
                if (witness == top) {
                    return;
                }
                top = witness;
            }
        }

        /* One arrival: the arrivals still to come after it. */
        int arrive() {
            return (int) PENDING.getAndAdd(this, -1) - 1;
        }
    }
}
