import { Button, Card } from '@pitaka/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../routing/page-title';

const Wrapper = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: 1rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
`;

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <Wrapper>
      <Card style={{ textAlign: 'center', maxWidth: '28rem' }}>
        <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0, fontWeight: 800 }}>404</p>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Actions>
          <Button type="button" onClick={() => navigate('/')}>Go Home</Button>
          <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>Go Back</Button>
        </Actions>
      </Card>
    </Wrapper>
  );
}
