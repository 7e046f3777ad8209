// Bad program (LogP): starts a thread of its own in run (new Thread(...).start()), outside the emulator's model time.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class StartsThreads implements LogPProgram {

    @Override
    public void run(LogPProcessor p) throws InterruptedException {
        Thread helper = new Thread(() -> { });
        helper.start();
        helper.join();
        p.compute(1);
    }
}
