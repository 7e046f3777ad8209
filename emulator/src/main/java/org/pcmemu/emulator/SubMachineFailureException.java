package org.pcmemu.emulator;

/**
 * A processor's program threw during a partitionable run; names the processor, its sub-machine,
 * the step and the model time at which that step began.
 */
public final class SubMachineFailureException extends EmulationException {
    private static final long serialVersionUID = 1L;
    private final int processor;
    private final long modelTime;

    public SubMachineFailureException(int processor, String where, long modelTime, Throwable cause) {
        super("processor " + processor + " failed in " + where + " (begun at model time " + modelTime + "): "
                + describe(cause), cause);
        this.processor = processor;
        this.modelTime = modelTime;
    }

    public int processor() {
        return processor;
    }

    /** Model time at which the failing step began (cycles). */
    public long modelTime() {
        return modelTime;
    }

    private static String describe(Throwable t) {
        String msg = t.getMessage();
        return t.getClass().getSimpleName() + (msg == null ? "" : ": " + msg);
    }
}
