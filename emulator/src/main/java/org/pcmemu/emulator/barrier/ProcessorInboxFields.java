package org.pcmemu.emulator.barrier;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.pcmemu.emulator.StepMessage;

/*
 * The owner's side of a processor's messages (JCTools' "...ConsumerFields": see
 * ProcessorIncomingFields for the field classes): what it polled and not yet read, and which step's
 * posts its inbox returns. The owner's thread only; current and step are its current sub-machine
 * and step index.
 */
abstract class ProcessorInboxFields extends ProcessorReleaseFields {
    private ArrayList<BarrierMessage> inbox; // allocated at the first message
    private ArrayList<BarrierMessage> early; // allocated at the first message drained early
    private boolean drained;
    /*
     * The step whose posts inbox() returns: step prevStep of prevAt, or with prevOpen (the first
     * step after a merge) every step of prevAt from prevStep on, the part this processor left.
     */
    private SubMachine prevAt;
    private int prevStep = -1;
    private boolean prevOpen;

    /* The owner has passed step s of m (open: and left m, whose later steps' posts it reads too). */
    final void passed(SubMachine m, int s, boolean open) {
        prevAt = m;
        prevStep = s;
        prevOpen = open;
    }

    /* The posts of the passed step, sorted; a view, valid until closeInbox. */
    final List<StepMessage> readInbox(SubMachine current, int step) {
        drain(current, step);
        return inbox == null ? List.of() : Collections.unmodifiableList(inbox); // a view: no copy, read-only
    }

    /* Before the owner passes a barrier; settled: whether its current step has begun (see BarrierProcessor). */
    final void closeInbox(boolean settled, SubMachine current, int step) {
        if (settled) { // else the messages of the step just ended may still be coming: see drain
            drain(current, step);
        }
        if (inbox != null) {
            inbox.clear();
        }
        drained = false;
    }

    /**
     * Messages that never became readable here: posted in the step in which this processor's
     * program returned, or later (it had left). Only once the run is over. The others still held
     * were readable in a step that it passed without reading them (BarrierProcessor.settled). Takes them off
     * the queue: once per run.
     */
    final long undelivered(SubMachine current, int step) {
        long n = 0;
        if (early != null) {
            for (BarrierMessage m : early) {
                n += neverReadable(m, current, step) ? 1 : 0;
            }
        }
        for (BarrierMessage m = poll(); m != null; m = poll()) {
            n += neverReadable(m, current, step) ? 1 : 0; // taken: every sender's thread has ended
        }
        return n;
    }

    private static boolean neverReadable(BarrierMessage m, SubMachine current, int step) {
        return m.at == current && m.step >= step;
    }

    private void drain(SubMachine current, int step) {
        if (drained) {
            return;
        }
        drained = true; // inbox is empty here: closeInbox cleared it
        if (early != null && !early.isEmpty()) {
            int kept = 0;
            for (BarrierMessage m : early) {
                if (!take(m, current, step)) {
                    early.set(kept++, m);
                }
            }
            early.subList(kept, early.size()).clear();
        }
        // Every message readable now (posted in this processor's previous step) was offered, link
        // and all, before its sender arrived at that step's barrier, and this processor waited for
        // the step to end (settle), so relaxedPoll reaches it: a link still missing is that of an
        // offer of the current step, which stands behind it in the queue. One offered later
        // belongs to the current step and is kept for the drain after the next barrier.
        for (BarrierMessage m = poll(); m != null; m = poll()) {
            if (!take(m, current, step)) {
                if (early == null) {
                    early = new ArrayList<>();
                }
                early.add(m);
            }
        }
        if (inbox != null && inbox.size() > 1) {
            inbox.sort(null);
        }
    }

    /*
     * Adds m to the inbox if it was posted in the previous step, or drops it if posted in an
     * earlier one: a step this processor passed without draining, since it passed that step's end
     * before the step was over (BarrierProcessor.settled); so it did not read them, and they are
     * dropped as unread. False: posted in the current step, for the next one.
     */
    private boolean take(BarrierMessage m, SubMachine current, int step) {
        if (m.at == current && m.step == step) {
            return false;
        }
        if (m.at == prevAt && (m.step == prevStep || prevOpen && m.step > prevStep)) {
            if (inbox == null) {
                inbox = new ArrayList<>(2); // most processors of a locality broadcast get one message
            }
            inbox.add(m);
        }
        return true;
    }
}
