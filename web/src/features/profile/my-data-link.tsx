/** 'Meus dados (LGPD)' on 'Meu Perfil' (issue 51): the way to /meus-dados, where a person downloads its data or asks for correction or deletion. */
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { paths } from '../../config/paths';

export function MyDataLink() {
  return (
    <Button asChild variant="outline" size="sm" mb="6" w="fit-content">
      <Link to={paths.myData}>{requestsText.profileLink}</Link>
    </Button>
  );
}
