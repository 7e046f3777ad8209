// Bad program (LogP): every processor begins by receiving and none ever sends, a deadlock.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class Deadlocks implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        p.compute(p.id());
        p.receive();
    }
}
