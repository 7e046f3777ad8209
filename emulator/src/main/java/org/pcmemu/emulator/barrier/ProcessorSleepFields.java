package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/*
 * The sleep and wake flags of a processor in syncUntilMessage (see ProcessorIncomingFields for the
 * field classes). The owner sets dormant before it arrives asleep; the first sender that finds it
 * set clears it with a CAS (claimWake) and lists the processor in its own woke list, which the
 * step's last arriver reads; the thread that releases the processor (its parent in the release
 * tree, or the last arriver for the first of the list) clears dormant and sets woken, which the
 * owner waits for (ReleaseTree; stress: ProcessorStress.WakeClaim, .SleepWhileSent).
 */
abstract class ProcessorSleepFields extends ProcessorIncomingFields {
    private static final VarHandle DORMANT;

    static {
        try {
            DORMANT = MethodHandles.lookup().findVarHandle(ProcessorSleepFields.class, "dormant", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private volatile boolean dormant;
    private volatile boolean woken;

    /* The owner, before it arrives asleep: then visible to every sender of a later step. */
    final void fallAsleep() {
        woken = false;
        dormant = true;
    }

    /* A sender, after its offer: whether it is the one that woke this sleeper (then it lists it). */
    final boolean claimWake() {
        return dormant && DORMANT.compareAndSet(this, true, false);
    }

    /* The thread that releases this sleeper after the step in which it was sent something. */
    final void wake() {
        dormant = false;
        woken = true;
    }

    /* The owner, waiting in its sleep. */
    final boolean woken() {
        return woken;
    }
}
