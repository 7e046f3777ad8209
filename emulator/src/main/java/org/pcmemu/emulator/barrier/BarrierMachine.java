package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.run.Chunks;
import org.pcmemu.emulator.run.RunState;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * The shared state of one barrier-engine run: the processors, the root sub-machine, the program,
 * and (through {@link RunState}) the run's threads and outcome.
 */
final class BarrierMachine extends RunState {
    private final BarrierProcessor[] processors;
    private final SubMachine root;
    private final BarrierProgram program;
    private final boolean tracing;

    BarrierMachine(int processorCount, StepRule rule, boolean tracing, long jitterSeed, BarrierProgram program) {
        super(processorCount);
        this.tracing = tracing;
        this.processors = new BarrierProcessor[processorCount];
        this.root = new SubMachine(this, rule, 0, processorCount, 0, null, false);
        this.program = program;
        BarrierProcessor[] made = processors;
        SubMachine whole = root;
        Chunks.forEach(processorCount, (chunk, from, to) -> {
            for (int i = from; i < to; i++) {
                made[i] = new BarrierProcessor(i, this, whole, tracing ? new TraceBuffer() : null, jitterSeed);
            }
        });
    }

    BarrierProcessor processor(int id) {
        return processors[id];
    }

    /** Whether every processor has a trace buffer. */
    boolean tracing() {
        return tracing;
    }

    SubMachine root() {
        return root;
    }

    @Override
    protected void runProgram(int id) throws Exception {
        program.run(processors[id]);
    }

    @Override
    protected void programReturned(int id) {
        processors[id].finish();
    }

    @Override
    protected void programFailed(int id, Throwable cause) {
        processors[id].failed(cause);
    }

    @Override
    protected boolean finished(int id) {
        return processors[id].finished;
    }

    @Override
    protected String position(int id) {
        return id + " in " + processors[id].subMachine();
    }

    @Override
    protected String positionLegend() {
        return "id in sub-machine";
    }

    @Override
    protected String progress() {
        int finished = 0;
        for (BarrierProcessor p : processors) {
            finished += p.finished ? 1 : 0;
        }
        return "model time " + root.elapsed() + " on the whole machine, " + finished + " of " + processors.length
                + " processors finished, " + root.steps() + " steps of the whole machine";
    }

    /**
     * Thrown by a processor's thread to leave its program because the model found it breaking a
     * rule ({@link BarrierProcessor#fail}); carries the error to report. An {@link Error}, so that
     * a program's {@code catch (Exception e)} cannot swallow it.
     */
    static final class RuleBroken extends Error {
        private static final long serialVersionUID = 1L;
        final EmulationException error;

        RuleBroken(EmulationException error) {
            super(error.getMessage(), null, false, false);
            this.error = error;
        }
    }
}
