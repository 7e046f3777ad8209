package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.DeadlockException;

/*
 * The step completion's scan (the step's last arriver, while every other member waits): the
 * awake members, and the sleepers that this step's senders woke, read and zeroed:
 *
 *   w = max work, h = max(max sent, max received), messages and words summed, the least failure
 *   next list = members that synced or partition, sleepers sent something, minus leavers
 *
 * It costs O(awake members + woken sleepers), not O(size): a sender finds a sleeper by its dormant
 * flag (set before the sleeper arrived, so visible to every later step), claims it with a CAS and
 * lists it (ProcessorSleepFields); a sleeper that was sent something in the very step it fell
 * asleep is found by its received-words counter. One scan per completion; its fields are the
 * scan's results.
 */
final class StepScan {
    long w;
    long h;
    long messages;
    long words;
    final long[] traced; // work, sent, received per member; null unless traced
    Failure failed; // the least failure of a member
    BarrierProcessor partitioner; // each the least id of its kind
    BarrierProcessor stepper;
    int acting; // members that sync, sleep or partition in this step
    int next; // the next step's members, listed
    int leftHere; // programs that returned in this step (whole machine), listed at the list's end
    final int dormantBefore;

    StepScan(SubMachine m) {
        this.traced = m.machine.tracing() ? new long[3 * m.size] : null;
        this.dormantBefore = m.dormant();
    }

    /* Reads the members of m's step (whose barrier is b) and lists the next step's. */
    void scan(SubMachine m, Barrier b) {
        int first = m.first;
        for (int k = 0; k < m.awakeCount(); k++) {
            int i = m.awakeMember(k);
            BarrierProcessor q = m.machine.processor(i);
            long received = q.takeReceivedWords();
            w = Math.max(w, q.work());
            h = Math.max(h, Math.max(q.sentWords(), received));
            messages += q.sentMessages();
            words += q.sentWords();
            if (traced != null) {
                traced[3 * (i - first)] = q.work();
                traced[3 * (i - first) + 1] = q.sentWords();
                traced[3 * (i - first) + 2] = received;
            }
            q.resetCounters();
            byte a = b.kind(i - first);
            if (a == Barrier.FAILED) {
                failed = Failure.least(failed, new Failure(m.elapsed(), q.id, q.failure()));
            } else if (a == Barrier.LEFT) {
                if (m.depth() == 0 && q.finishTime() < 0) {
                    m.listLeaver(++leftHere, i);
                }
            } else {
                acting++;
                if (a == Barrier.PARTITIONING || a == Barrier.PARTITIONING_ASIDE) {
                    partitioner = lower(partitioner, q);
                } else {
                    stepper = lower(stepper, q);
                }
                if (a != Barrier.SLEEPING) {
                    m.listNext(q, next++);
                } else if (received > 0) { // sent something in the step it fell asleep in
                    m.listSleeperSentTo(q, next++);
                } else {
                    b.mark(i - first, Barrier.DORMANT);
                    m.fellDormant();
                }
            }
        }
        // Dormant members that a sender of this step woke (each is listed by one sender only).
        for (int k = 0; k < m.awakeCount(); k++) {
            BarrierProcessor q = m.machine.processor(m.awakeMember(k));
            for (int j = 0; j < q.wokeCount(); j++) {
                BarrierProcessor r = m.machine.processor(q.woke(j));
                if (b.kind(r.id - first) == Barrier.DORMANT) {
                    long received = r.takeReceivedWords();
                    h = Math.max(h, received);
                    if (traced != null) {
                        traced[3 * (r.id - first) + 2] = received;
                    }
                    b.mark(r.id - first, Barrier.RUNNING);
                    m.listWoken(r, next++);
                }
            }
            q.resetWoke();
        }
    }

    private static BarrierProcessor lower(BarrierProcessor least, BarrierProcessor q) {
        return least == null || q.id < least.id ? q : least;
    }

    /* Every live member sleeps in syncUntilMessage and none was sent anything: none ever will be. */
    static Failure stranded(SubMachine m) {
        Barrier b = m.barrier();
        int shown = 0;
        StringBuilder ids = new StringBuilder();
        for (int i = 0; i < m.size && shown < 20; i++) {
            if (b.kind(i) == Barrier.DORMANT) {
                ids.append(shown++ == 0 ? "" : ", ").append(m.first + i);
            }
        }
        if (m.dormant() > shown) {
            ids.append(", ... and ").append(m.dormant() - shown).append(" more");
        }
        return new Failure(m.elapsed(), m.first, new DeadlockException("deadlock: " + m.dormant()
                + " processor(s) wait in syncUntilMessage after step " + m.steps() + " of sub-machine " + m
                + " and no processor that could send to them is left: " + ids));
    }
}
