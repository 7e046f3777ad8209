package org.pcmemu.emulator;

/**
 * A processor's program threw during a bulk-synchronous run; carries the processor id, the
 * superstep it was in and the model time at which that superstep began.
 */
public final class SuperstepFailureException extends EmulationException {
    private static final long serialVersionUID = 1L;
    private final int processor;
    private final int superstep;
    private final long modelTime;

    public SuperstepFailureException(int processor, int superstep, long modelTime, Throwable cause) {
        super("processor " + processor + " failed in superstep " + superstep + " (begun at model time "
                + modelTime + "): " + describe(cause), cause);
        this.processor = processor;
        this.superstep = superstep;
        this.modelTime = modelTime;
    }

    public int processor() {
        return processor;
    }

    public int superstep() {
        return superstep;
    }

    /** Model time at which the failing superstep began (cycles). */
    public long modelTime() {
        return modelTime;
    }

    private static String describe(Throwable t) {
        String msg = t.getMessage();
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }
}
